import { brandStoryPath, siteConfig, whyMctPath } from '@nyiur/content';
import { PATHS, pathTo } from '@nyiur/domain';

export interface MenuLink {
  readonly label: string;
  readonly to: string;
}

export interface SiteMenu {
  readonly label: string;
  readonly items: readonly MenuLink[];
}

/** The topbar's four menus and their items (spec §2). */
export const siteMenus: readonly SiteMenu[] = [
  {
    label: 'Shop',
    items: [
      { label: 'MCT Essentials', to: pathTo(PATHS.product, { name: 'essentials' }) },
      { label: 'MCT LeanEssentials', to: pathTo(PATHS.product, { name: 'leanessentials' }) },
    ],
  },
  {
    label: `Why ${siteConfig.brandName}?`,
    items: [
      { label: `Why ${siteConfig.brandName}?`, to: brandStoryPath },
      { label: 'Absolutely MCT for today and tomorrow', to: whyMctPath },
    ],
  },
  {
    label: 'Live Life & Learn',
    items: [{ label: 'Community Blog', to: PATHS.communityBlog }],
  },
  {
    label: 'Get In Touch!',
    items: [
      { label: 'Become a lifestyle affiliate', to: PATHS.lifestyleAffiliate },
      { label: 'Contact Us', to: PATHS.contact },
    ],
  },
];

/** The footer's policy links (spec §2). */
export const policyLinks: readonly MenuLink[] = [
  { label: 'Conditions of Sale', to: PATHS.conditionOfSale },
  { label: 'Privacy Policy', to: PATHS.privacyPolicy },
  { label: 'Refund Policy', to: PATHS.returnPolicy },
];

/** Routes whose hero runs under a transparent topbar (spec §2). */
export const TRANSPARENT_TOPBAR_PATHS: readonly string[] = [PATHS.home, PATHS.leanessentials];

export const hasTransparentTopbar = (pathname: string): boolean =>
  TRANSPARENT_TOPBAR_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
