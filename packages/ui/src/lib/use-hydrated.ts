import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards. Browser-only state (the stored
 * session, the viewport) is read only once this is true, so the first client render matches
 * the prerendered page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
