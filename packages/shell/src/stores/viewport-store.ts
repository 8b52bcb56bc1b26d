import { create } from 'zustand';
import { useHydrated } from '@nyiur/ui';

/** Mobile mode is on at a window width of 768 px or less (spec §4). */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export interface ViewportState {
  readonly isMobile: boolean;
  setMobile(isMobile: boolean): void;
}

const initialMobile = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY).matches
    : false;

export const useViewportStore = create<ViewportState>()((set) => ({
  isMobile: initialMobile(),
  setMobile: (isMobile) => set({ isMobile }),
}));

/** Mobile mode; false until hydration is over. */
export const useIsMobile = (): boolean => {
  const hydrated = useHydrated();
  const isMobile = useViewportStore((state) => state.isMobile);
  return hydrated && isMobile;
};

/** Follows the mobile media query; returns the function that stops following it. */
export const watchViewport = (): (() => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  const update = () => useViewportStore.getState().setMobile(list.matches);
  update();
  list.addEventListener('change', update);
  return () => list.removeEventListener('change', update);
};
