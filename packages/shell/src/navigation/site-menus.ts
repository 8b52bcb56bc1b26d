import { siteConfig } from '@nyiur/content';

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
      { label: 'MCT Essentials', to: '/mct/essentials' },
      { label: 'MCT LeanEssentials', to: '/mct/leanessentials' },
    ],
  },
  {
    label: `Why ${siteConfig.brandName}?`,
    items: [
      { label: `Why ${siteConfig.brandName}?`, to: `/about/why-${siteConfig.brandSlug}` },
      { label: 'Absolutely MCT for today and tomorrow', to: '/about/why-mct' },
    ],
  },
  {
    label: 'Live Life & Learn',
    items: [{ label: 'Community Blog', to: '/community-blog' }],
  },
  {
    label: 'Get In Touch!',
    items: [
      { label: 'Become a lifestyle affiliate', to: '/lifestyle-affiliate' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
];

/** The footer's policy links (spec §2). */
export const policyLinks: readonly MenuLink[] = [
  { label: 'Conditions of Sale', to: '/condition-of-sale' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Refund Policy', to: '/return-policy' },
];

/** Routes whose hero runs under a transparent topbar (spec §2). */
export const TRANSPARENT_TOPBAR_PATHS: readonly string[] = ['/', '/leanessentials'];

export const hasTransparentTopbar = (pathname: string): boolean =>
  TRANSPARENT_TOPBAR_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
