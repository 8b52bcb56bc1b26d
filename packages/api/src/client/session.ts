/**
 * Where the client keeps the access token. The shell implements it over localStorage key `token`;
 * `clear()` there wipes the whole stored session (spec §4).
 */
export interface Session {
  getAccessToken(): string | null;
  setAccessToken(token: string): void;
  clear(): void;
}

/** A session held in memory, for scripts, the server's own checks and tests. */
export const createMemorySession = (initial: string | null = null): Session => {
  let token = initial;
  return {
    getAccessToken: () => token,
    setAccessToken: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
};
