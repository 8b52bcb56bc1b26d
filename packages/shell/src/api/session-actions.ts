import type { LoginData } from '@nyiur/api';
import { useSessionStore } from '../stores/session-store';
import { callApi } from './api-client';

/** Keeps a login answer (sign-in or registration): tokens and the user summary (spec §4). */
export function storeLogin(data: LoginData, accessToken: string = data.access_token): void {
  useSessionStore.getState().signIn(
    { access_token: accessToken, refresh_token: data.refresh_token },
    {
      id: data.id,
      name: data.name,
      email: data.email,
      role_list: data.role_list,
      photo_url: data.photo_url,
      organization_name: data.organization_name,
      is_superadmin: data.is_superadmin,
    },
  );
}

/** Signs in with the password grant and stores the session. */
export async function signInWithPassword(email: string, password: string): Promise<LoginData> {
  const result = await callApi('oauthToken', { grant_type: 'password', username: email, password });
  storeLogin(result.data, result.meta?.access_token ?? result.data.access_token);
  return result.data;
}

/**
 * Logout: revokes the refresh token (best effort) and clears the session state and all of
 * localStorage (spec §4).
 */
export async function signOut(): Promise<void> {
  const refreshToken = useSessionStore.getState().token?.refresh_token;
  try {
    if (refreshToken) await callApi('logout', { refresh_token: refreshToken });
  } catch {
    // The session ends locally either way; the refresh token expires on its own.
  } finally {
    useSessionStore.getState().clear();
  }
}
