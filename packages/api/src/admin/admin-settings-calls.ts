import { isValidPhone } from '@nyiur/domain';
import { z } from '../zod';
import { inputText, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* Settings the owner edits instead of a developer: alerts, contact details, pick-up points. */

export const settingsMessages = {
  email: 'Enter an e-mail address, e.g. orders@nyiur.my, or leave it empty.',
  phone: 'Enter a Malaysian phone number, e.g. 03-7890 1234 or +60 12-345 6789, or leave it empty.',
  registration: 'Keep the company registration under 60 characters.',
  address: 'Keep the address under 300 characters.',
  mapUrl: 'Paste the map link that starts with https://www.google.com/maps, or leave it empty.',
  facebook: 'Paste the page link that starts with https://www.facebook.com/, or leave it empty.',
  instagram:
    'Paste the profile link that starts with https://www.instagram.com/, or leave it empty.',
  announcement: 'Keep the announcement under 80 characters.',
  commission: 'Enter a whole percent from 0 to 100, e.g. 10.',
  returnWindow: 'Enter a whole number of days from 0 to 365, e.g. 7.',
  venue: 'Enter the pick-up place, up to 120 characters.',
  venueTwice: 'Two pick-up places have the same name.',
  noneActive: 'Keep at least one pick-up place open.',
} as const;

const phoneDigits = (text: string): string => text.replace(/[\s-]/g, '').replace(/^\+?60/, '0');

/** An optional text: empty means "not set" (null on the way out). */
const optionalText = (max: number, message: string) =>
  inputText(max, message, message).transform((text) => (text === '' ? null : text));

const optionalEmail = inputText(254, settingsMessages.email, settingsMessages.email)
  .refine((text) => text === '' || z.email().safeParse(text).success, {
    error: settingsMessages.email,
  })
  .transform((text) => (text === '' ? null : text.toLowerCase()));

/** Shown as the owner writes it; checked as the shop checks phones (0 then 9 or 10 digits). */
const optionalPhone = inputText(30, settingsMessages.phone, settingsMessages.phone)
  .refine((text) => text === '' || isValidPhone(phoneDigits(text)), {
    error: settingsMessages.phone,
  })
  .transform((text) => (text === '' ? null : text));

/** Google Maps' embed links; the shop's CSP lets only this origin into a frame. */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';
const MAP_EMBED_PATTERN = /^https:\/\/www\.google\.com\/maps[/?]/;

const optionalMapUrl = inputText(2000, settingsMessages.mapUrl, settingsMessages.mapUrl)
  .refine((text) => text === '' || MAP_EMBED_PATTERN.test(text), {
    error: settingsMessages.mapUrl,
  })
  .transform((text) => (text === '' ? null : text));

/** A link to the shop's own page on a social network: https, on that network's host, with a path. */
const optionalProfileUrl = (host: string, message: string) =>
  inputText(300, message, message)
    .refine((text) => text === '' || isProfileUrl(text, host), { error: message })
    .transform((text) => (text === '' ? null : text));

function isProfileUrl(text: string, host: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  const hostname = url.hostname.replace(/^(www|m)\./, '');
  return url.protocol === 'https:' && hostname === host && url.pathname.length > 1;
}

const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const shopSettingsFields = z.object({
  shop_alert_email: optionalEmail,
  contact_phone: optionalPhone,
  company_registration: optionalText(60, settingsMessages.registration),
  address: optionalText(300, settingsMessages.address),
  contact_email: optionalEmail,
  map_embed_url: optionalMapUrl,
  facebook_url: optionalProfileUrl('facebook.com', settingsMessages.facebook),
  instagram_url: optionalProfileUrl('instagram.com', settingsMessages.instagram),
  /** Empty: no announcement. */
  announcement: inputText(80, settingsMessages.announcement, settingsMessages.announcement),
  /** Empty: not written; Malay pages show the English. Left out: unchanged. */
  announcement_ms: optionalText(80, settingsMessages.announcement).optional(),
  affiliate_commission_percent: whole(0, 100, settingsMessages.commission),
  return_window_days: whole(0, 365, settingsMessages.returnWindow),
  /**
   * Vouchers above these wait for an owner's approval when anyone else makes or changes them.
   * Left out: unchanged.
   */
  voucher_ceilings: z
    .object({
      max_percent: whole(1, 100, 'Enter a percentage from 1 to 100.'),
      max_amount: z
        .string({ error: 'Enter an amount in RM, e.g. 50.00.' })
        .trim()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'Enter an amount in RM, e.g. 50.00.' }),
      unlimited_needs_approval: z.boolean({ error: 'Choose yes or no.' }),
    })
    .optional(),
});

export const adminShopSettings = z.object({
  shop_alert_email: z.string().nullable(),
  /** Where alerts go while the owner has set none: the server's SHOP_ALERT_EMAIL, or null. */
  shop_alert_email_fallback: z.string().nullable(),
  contact_phone: z.string().nullable(),
  company_registration: z.string().nullable(),
  address: z.string().nullable(),
  contact_email: z.string().nullable(),
  map_embed_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  announcement: z.string(),
  /** Null: not written in Malay; the pages under /ms show the English. */
  announcement_ms: z.string().nullable(),
  affiliate_commission_percent: z.number().int(),
  return_window_days: z.number().int(),
  voucher_ceilings: z
    .object({
      max_percent: z.number().int(),
      max_amount: z.string(),
      unlimited_needs_approval: z.boolean(),
    })
    .optional(),
  updated_at: timestamp.nullable(),
});
export type AdminShopSettings = z.output<typeof adminShopSettings>;

export const adminPickupLocation = z.object({
  id: z.number().int(),
  venue: z.string(),
  active: z.boolean(),
});
export type AdminPickupLocation = z.output<typeof adminPickupLocation>;

export const adminSettingsGet = defineAdminCall({
  path: '/admin/settings/get',
  summary: 'The shop settings and the pick-up places, in the order shoppers see them',
  tag: 'admin settings',
  admin: { stage: 'full', permission: 'settings.manage' },
  request: z.object({}),
  response: z.object({
    settings: adminShopSettings,
    pickup_locations: z.array(adminPickupLocation),
  }),
});

export const adminSettingsUpdate = defineAdminCall({
  path: '/admin/settings/update',
  summary: 'Save the alert e-mail, contact details, social links, announcement and affiliate terms',
  tag: 'admin settings',
  admin: { stage: 'full', permission: 'settings.manage', reauth: true },
  request: shopSettingsFields,
  response: z.object({ settings: adminShopSettings }),
});

const venue = inputText(120, settingsMessages.venue, settingsMessages.venue).min(1, {
  error: settingsMessages.venue,
});

export const adminPickupLocationsSave = defineAdminCall({
  path: '/admin/settings/pickup-locations',
  summary: 'Save the pick-up places in order: rename, reorder, close, or add one (no id)',
  tag: 'admin settings',
  admin: { stage: 'full', permission: 'settings.manage' },
  request: z.object({
    locations: z
      .array(
        z.object({
          id: z.number().int().positive().optional(),
          venue,
          active: z.boolean({ error: 'Choose open or closed.' }),
        }),
        { error: settingsMessages.venue },
      )
      .max(50, { error: 'Keep it to 50 pick-up places.' })
      .refine((list) => list.some((location) => location.active), {
        error: settingsMessages.noneActive,
      })
      .refine(
        (list) =>
          new Set(list.map((location) => location.venue.toLowerCase())).size === list.length,
        { error: settingsMessages.venueTwice },
      ),
  }),
  response: z.object({ pickup_locations: z.array(adminPickupLocation) }),
});
