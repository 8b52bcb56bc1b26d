import {
  LOGIN_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  readStoredToken,
  syncSessionFromStorage,
  useSessionStore,
} from './session-store';

const user = {
  id: 7,
  name: 'Aisyah',
  email: 'aisyah@example.com',
  role_list: ['customer'],
  photo_url: null,
  organization_name: null,
  is_superadmin: false,
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('session store', () => {
  it('stores the access token under the key "token" on sign-in', () => {
    useSessionStore.getState().signIn({ access_token: 'abc', refresh_token: 'r1' }, user);
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? '{}')).toEqual({
      access_token: 'abc',
      refresh_token: 'r1',
    });
    expect(JSON.parse(localStorage.getItem(LOGIN_USER_STORAGE_KEY) ?? '{}').email).toBe(user.email);
    expect(useSessionStore.getState().token?.access_token).toBe('abc');
  });

  it('replaces the access token and keeps the refresh token', () => {
    useSessionStore.getState().signIn({ access_token: 'old', refresh_token: 'r1' }, user);
    useSessionStore.getState().replaceAccessToken('new');
    expect(readStoredToken()).toEqual({ access_token: 'new', refresh_token: 'r1' });
  });

  it('does not invent a session when replacing a token while logged out', () => {
    useSessionStore.getState().replaceAccessToken('new');
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears state and all of localStorage', () => {
    localStorage.setItem('aff_id', 'X1');
    useSessionStore.getState().signIn({ access_token: 'abc' }, user);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('treats a malformed stored token as logged out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{not json');
    syncSessionFromStorage();
    expect(useSessionStore.getState().token).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access_token: 'zz' }));
    syncSessionFromStorage();
    expect(useSessionStore.getState().token).toEqual({ access_token: 'zz' });
  });
});
