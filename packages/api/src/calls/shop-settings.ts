import { LOCALES } from '@nyiur/domain';
import { z } from '../zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';

/** A field the owner has not set yet is null: the page hides that line rather than show a stand-in. */
export const response = z.object({
  contact: z.object({
    phone: z.string().nullable(),
    company_registration: z.string().nullable(),
    address: z.string().nullable(),
    email: z.string().nullable(),
    map_embed_url: z.string().nullable(),
  }),
  /** The shop's own pages on social networks; null until the owner sets one. */
  social: z.object({
    facebook_url: z.string().nullable(),
    instagram_url: z.string().nullable(),
  }),
  /** In the language asked for (the English while the owner wrote no Malay); empty: none. */
  announcement: z.string(),
});

/** The page's language; left out: English. A query parameter, so each language caches apart. */
export const request = z.object({
  locale: z.enum(LOCALES, { error: 'Choose en or ms.' }).optional(),
});

export type PublicShopSettings = z.output<typeof response>;

/**
 * The shop's public settings: the contact details, social links and announcement the owner set
 * in the back office, the words in the page's language. A plain GET (no body, no session) so browsers and CDNs can cache it: the
 * server answers with an ETag and a short max-age, and 304 when nothing changed.
 */
export const shopSettings = defineCall({
  path: '/shop/settings',
  method: 'GET',
  summary: "The shop's contact details, social links and announcement",
  tag: 'settings',
  access: 'public',
  encoding: 'json',
  request,
  response,
  meta: baseMeta,
});
