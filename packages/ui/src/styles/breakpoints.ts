/** Breakpoints in px, matching the --bp-* tokens. Mobile mode is 768 px or less (spec §4). */
export const breakpoints = { sm: 480, mobile: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for scripts (matchMedia, Embla breakpoints). */
export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobile}px)`,
  aboveMobile: `(min-width: ${breakpoints.mobile + 1}px)`,
  aboveSm: `(min-width: ${breakpoints.sm + 1}px)`,
  aboveLg: `(min-width: ${breakpoints.lg + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
