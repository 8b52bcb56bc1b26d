/** The browser's storage of that kind; null on the server, or where the browser refuses it. */
export const webStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
};

/** The JSON value stored under `key`; null when there is none or it does not parse. */
export const readStoredJson = (storage: Storage | null, key: string): unknown => {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
