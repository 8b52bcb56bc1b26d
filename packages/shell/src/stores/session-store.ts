import { create } from 'zustand';
import { SESSION_STORAGE_KEY } from '@nyiur/domain';
import { useHydrated } from '@nyiur/ui';
import { isRecord, readStoredJson, webStorage } from './web-storage';

/** localStorage key of the stored login data (spec §3): a JSON object holding access_token. */
export const TOKEN_STORAGE_KEY = SESSION_STORAGE_KEY;
/** localStorage key of the signed-in user's profile summary, read at start (spec §3). */
export const LOGIN_USER_STORAGE_KEY = 'login_user';

export interface StoredToken {
  readonly access_token: string;
  readonly refresh_token?: string;
}

/** What login keeps about the user (spec §4): id, name, roles, photo, organisation, superadmin. */
export interface LoginUser {
  readonly id: number | string;
  readonly name: string;
  readonly email: string;
  readonly role_list: readonly string[];
  readonly photo_url: string | null;
  readonly organization_name: string | null;
  readonly is_superadmin: boolean;
}

export interface SessionState {
  readonly token: StoredToken | null;
  readonly user: LoginUser | null;
  /** Stores a fresh login (tokens and user summary) in state and localStorage. */
  signIn(token: StoredToken, user: LoginUser | null): void;
  /** Replaces the access token, e.g. from a response's meta.access_token. */
  replaceAccessToken(accessToken: string): void;
  /** Logout and session expiry: clears the state and all of localStorage. */
  clear(): void;
}

const storage = (): Storage | null => webStorage('localStorage');

const readJson = (key: string): unknown => readStoredJson(storage(), key);

/** Reads the stored token; a malformed entry counts as logged out. */
export const readStoredToken = (): StoredToken | null => {
  const value = readJson(TOKEN_STORAGE_KEY);
  if (!isRecord(value) || typeof value.access_token !== 'string' || !value.access_token) {
    return null;
  }
  return typeof value.refresh_token === 'string'
    ? { access_token: value.access_token, refresh_token: value.refresh_token }
    : { access_token: value.access_token };
};

const readStoredUser = (): LoginUser | null => {
  const value = readJson(LOGIN_USER_STORAGE_KEY);
  return isRecord(value) && typeof value.email === 'string'
    ? (value as unknown as LoginUser)
    : null;
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: readStoredToken(),
  user: readStoredUser(),
  signIn(token, user) {
    storage()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
    if (user) storage()?.setItem(LOGIN_USER_STORAGE_KEY, JSON.stringify(user));
    set({ token, user });
  },
  replaceAccessToken(accessToken) {
    const current = get().token;
    if (!current || current.access_token === accessToken) return;
    const token = { ...current, access_token: accessToken };
    storage()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
    set({ token });
  },
  clear() {
    storage()?.clear();
    set({ token: null, user: null });
  },
}));

/** Logged in means a token exists (spec §4); false until hydration is over. */
export const useIsLoggedIn = (): boolean => {
  const hydrated = useHydrated();
  const hasToken = useSessionStore((state) => state.token !== null);
  return hydrated && hasToken;
};

/** Re-reads localStorage, e.g. after another tab signed in or out. */
export const syncSessionFromStorage = (): void => {
  useSessionStore.setState({ token: readStoredToken(), user: readStoredUser() });
};
