import { brandStoryPath, siteConfig, whyMctPath } from '@nyiur/content';
import { PATHS, pathTo, withoutLocale } from '@nyiur/domain';
import type { MessageValues, ShellMessageId, Translate } from '../i18n/translate';

/** A menu entry's words: a message of the chrome's catalogue, or a product's own name. */
export type MenuLabel =
  { readonly id: ShellMessageId; readonly values?: MessageValues } | { readonly name: string };

export interface MenuLink {
  readonly label: MenuLabel;
  readonly to: string;
}

export interface SiteMenu {
  readonly label: MenuLabel;
  readonly items: readonly MenuLink[];
}

/** A menu label in the page's language (product names are the same in every language). */
export const menuLabel = (t: Translate<ShellMessageId>, label: MenuLabel): string =>
  'name' in label ? label.name : t(label.id, label.values);

const brand = { brand: siteConfig.brandName };

/** The topbar's four menus and their items (spec §2). */
export const siteMenus: readonly SiteMenu[] = [
  {
    label: { id: 'menu.shop' },
    items: [
      { label: { name: 'MCT Essentials' }, to: pathTo(PATHS.product, { name: 'essentials' }) },
      {
        label: { name: 'MCT LeanEssentials' },
        to: pathTo(PATHS.product, { name: 'leanessentials' }),
      },
    ],
  },
  {
    label: { id: 'menu.whyBrand', values: brand },
    items: [
      { label: { id: 'menu.whyBrand', values: brand }, to: brandStoryPath },
      { label: { id: 'menu.whyMct' }, to: whyMctPath },
    ],
  },
  {
    label: { id: 'menu.liveLifeLearn' },
    items: [{ label: { id: 'menu.blog' }, to: PATHS.communityBlog }],
  },
  {
    label: { id: 'menu.getInTouch' },
    items: [
      { label: { id: 'menu.affiliate' }, to: PATHS.lifestyleAffiliate },
      { label: { id: 'menu.contact' }, to: PATHS.contact },
    ],
  },
];

/** The footer's policy links (spec §2). */
export const policyLinks: readonly MenuLink[] = [
  { label: { id: 'policy.conditionsOfSale' }, to: PATHS.conditionOfSale },
  { label: { id: 'policy.privacy' }, to: PATHS.privacyPolicy },
  { label: { id: 'policy.refund' }, to: PATHS.returnPolicy },
];

/** Routes whose hero runs under a transparent topbar (spec §2). */
export const TRANSPARENT_TOPBAR_PATHS: readonly string[] = [PATHS.home, PATHS.leanessentials];

export const hasTransparentTopbar = (pathname: string): boolean =>
  TRANSPARENT_TOPBAR_PATHS.includes(withoutLocale(pathname).replace(/\/+$/, '') || '/');
