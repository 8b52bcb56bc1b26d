import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, updating when it changes (false during server render). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
