import type { ScrollDirection } from '../hooks/use-scroll-state';

export type TopbarVariant = 'transparent' | 'black' | 'light';
export type LogoVariant = 'light' | 'dark';

export interface TopbarLook {
  readonly variant: TopbarVariant;
  /** `dark` is the logo drawn for dark backgrounds, `light` for light ones. */
  readonly logo: LogoVariant;
  readonly hidden: boolean;
  readonly pinned: boolean;
}

/** Below this offset the page counts as at the top. */
export const AT_TOP_PX = 8;
/** The bar only hides once the shopper has scrolled past it. */
export const HIDE_AFTER_PX = 120;

/**
 * How the topbar looks for a route and scroll position: transparent over the hero at the top of
 * `/` and `/leanessentials`, coconut-white when pinned there while scrolling up, black elsewhere;
 * hidden while scrolling down past the bar.
 */
export function topbarLook(input: {
  transparentRoute: boolean;
  y: number;
  direction: ScrollDirection;
}): TopbarLook {
  const atTop = input.y <= AT_TOP_PX;
  const hidden = !atTop && input.direction === 'down' && input.y > HIDE_AFTER_PX;
  const pinned = !atTop && input.direction === 'up';
  if (!input.transparentRoute) return { variant: 'black', logo: 'dark', hidden, pinned };
  if (atTop) return { variant: 'transparent', logo: 'dark', hidden, pinned };
  return { variant: 'light', logo: 'light', hidden, pinned };
}
