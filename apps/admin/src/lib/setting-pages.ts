import type { AdminShopSettings } from '@nyiur/api';

/** A setting a shopper sees, and the pages (or e-mails) it feeds. */
export interface ShopperSetting {
  readonly name:
    | 'contact_phone'
    | 'contact_email'
    | 'company_registration'
    | 'address'
    | 'map_embed_url'
    | 'facebook_url'
    | 'instagram_url';
  readonly label: string;
  readonly feeds: string;
}

/** In the order of the Settings screen. */
export const SHOPPER_SETTINGS: readonly ShopperSetting[] = [
  {
    name: 'contact_phone',
    label: 'Phone number',
    feeds: 'Contact page (Locate Us) and the foot of every e-mail',
  },
  {
    name: 'contact_email',
    label: 'E-mail for customers',
    feeds: 'Contact page (Locate Us) and the foot of every e-mail',
  },
  {
    name: 'company_registration',
    label: 'Company registration (SSM) number',
    feeds: 'Contact page (Locate Us)',
  },
  {
    name: 'address',
    label: 'Business address',
    feeds: 'Contact page (Locate Us) and the foot of every e-mail',
  },
  { name: 'map_embed_url', label: 'Google Maps link', feeds: 'Contact page (the map)' },
  { name: 'facebook_url', label: 'Facebook page link', feeds: 'Link-in-bio page (/connect)' },
  { name: 'instagram_url', label: 'Instagram profile link', feeds: 'Link-in-bio page (/connect)' },
];

/** "Shown on: …" for a setting's field. */
export const feedsHint = (name: ShopperSetting['name']): string =>
  `Shown on: ${SHOPPER_SETTINGS.find((setting) => setting.name === name)?.feeds ?? ''}.`;

/** The shopper-facing settings not set yet: the pages they feed show nothing for them. */
export const emptyShopperSettings = (settings: AdminShopSettings): ShopperSetting[] =>
  SHOPPER_SETTINGS.filter((setting) => !settings[setting.name]);
