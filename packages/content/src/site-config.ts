import { PATHS, pathTo } from '@nyiur/domain';
import { media, type MediaRef } from './media-ref';

/**
 * The brand's fixed facts. The shop's contact details (phone, company registration, address,
 * e-mail, map) and its social pages are not here: the owner sets them in the back office
 * (Settings) and the pages read them from GET /api/shop/settings, so no stand-in text or link is
 * ever built into a page.
 */
export interface SiteConfig {
  readonly brandName: string;
  /** Used in routes such as `/about/why-{brandSlug}`. */
  readonly brandSlug: string;
  readonly tagline: string;
  /** The announcement bar's default first message; the owner can change or clear it. */
  readonly announcement: string;
  readonly copyrightHolder: string;
  readonly copyrightYear: number;
  /**
   * `onLight` (alias `light`): deep-green ink, for light backgrounds.
   * `onDark` (alias `dark`): coconut-white ink, for dark backgrounds and the transparent topbar.
   */
  readonly logo: {
    readonly onLight: MediaRef;
    readonly onDark: MediaRef;
    readonly light: MediaRef;
    readonly dark: MediaRef;
  };
  /** Default PNG for social sharing (Open Graph, Twitter) when a page has none of its own. */
  readonly shareImage: MediaRef;
}

const logoOnLight = media('brand/logo-on-light.svg', 'Nyiur', 132, 40);
const logoOnDark = media('brand/logo-on-dark.svg', 'Nyiur', 132, 40);

export const siteConfig: SiteConfig = {
  brandName: 'Nyiur',
  brandSlug: 'nyiur',
  tagline: 'Coconut MCT sachets, formulated in Malaysia',
  announcement: 'Transform Inside Out',
  copyrightHolder: 'Nyiur',
  copyrightYear: 2025,
  logo: {
    onLight: logoOnLight,
    onDark: logoOnDark,
    light: logoOnLight,
    dark: logoOnDark,
  },
  shareImage: media('share/site.png', 'Nyiur coconut MCT sachets', 1200, 630),
};

/** The brand story route, `/about/why-{brandSlug}` (ARCHITECTURE §6). */
export const brandStoryPath = pathTo(PATHS.story, { story: `why-${siteConfig.brandSlug}` });

/** The story of MCT itself, `/about/why-mct`. */
export const whyMctPath = pathTo(PATHS.story, { story: 'why-mct' });

/** Both stories under `/about/`, in menu order. */
export const STORY_PATHS: readonly string[] = [brandStoryPath, whyMctPath];

/**
 * The copyright line, one line on every page: from the year the brand started (spec: 2025) to
 * the current year, e.g. "© 2025–2026 Nyiur. All rights reserved."
 */
export function copyrightLine(currentYear: number): string {
  const from = siteConfig.copyrightYear;
  const years = currentYear > from ? `${from}\u2013${currentYear}` : String(from);
  return `\u00a9 ${years} ${siteConfig.copyrightHolder}. All rights reserved.`;
}
