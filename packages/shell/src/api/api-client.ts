import type { CallName, Contract } from '@nyiur/api';
// The error class only: the client (ky) is loaded with the first call and each call's schemas
// with that call, so no page waits for them on its first paint.
import { ApiError, networkError } from '@nyiur/api/client/errors';
import type { ApiClient, ApiResult, Session } from '@nyiur/api/client';
import type { z } from 'zod';
import { useSessionStore } from '../stores/session-store';

export { ApiError };

/** Where the API lives: the same origin as both apps (ARCHITECTURE §4). */
export const API_BASE_URL = '/api';

export type CallInput<N extends CallName> = z.input<Contract[N]['request']>;
export type CallData<N extends CallName> = z.output<Contract[N]['response']>;
export type CallResult<N extends CallName> = ApiResult<CallData<N>, z.output<Contract[N]['meta']>>;

/**
 * The session as the API client sees it: the zustand mirror of localStorage key `token`. A
 * renewed token replaces the stored one; ending the session clears state and localStorage.
 */
export const storeSession: Session = {
  getAccessToken: () => useSessionStore.getState().token?.access_token ?? null,
  setAccessToken: (token) => useSessionStore.getState().replaceAccessToken(token),
  clear: () => useSessionStore.getState().clear(),
};

let client: Promise<ApiClient> | null = null;

/**
 * The typed client for `/api`, loaded and made on first use (in the browser, against the page's
 * origin). A failed load (the network dropped) is not kept: the next call tries again.
 */
export function apiClient(): Promise<ApiClient> {
  client ??= import('@nyiur/api/client').then(
    ({ createApiClient }) =>
      createApiClient({
        baseUrl:
          typeof window === 'undefined'
            ? API_BASE_URL
            : new URL(API_BASE_URL, window.location.origin).href,
        session: storeSession,
      }),
    (error: unknown) => {
      client = null;
      // As a call that could not reach the server: the same message, the same handling.
      throw networkError(error);
    },
  );
  return client;
}

/**
 * Makes one call of the contract by name with the session rules of spec §4 (both auth headers,
 * token renewal, session end on 401, 1001, 1002 or "Unauthorized").
 */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
): Promise<CallResult<N>> {
  const loaded = await apiClient();
  const method = loaded[name] as unknown as (input: CallInput<N>) => Promise<CallResult<N>>;
  return method(input);
}
