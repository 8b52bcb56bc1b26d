/**
 * The User Timing mark a page sets as it comes alive: once when its root has hydrated (every
 * `useHydrated()` outside a lazy part turned true in that commit), and again as each lazy part
 * (`lazyPart`, whose code comes after the page's) has hydrated. The page's buttons all work at
 * the last one; bench:pages reads it as "buttons working" (bench/README.md), and DevTools shows
 * the marks in its performance panel.
 */
export const HYDRATED_MARK = 'nyiur:hydrated';
