// zod/mini, not zod: every page of both sites reads this call when it loads (the announcement bar
// and the footer), and its schemas are the only ones a brand page needs. With zod/mini a brand page
// loads zod's core and these schemas (16.5 KB gzip in the sites' builds, where the core also holds
// what the classic schemas of the other calls use of it), not the classic build on top (some 27 KB
// in all, and a longer task for a phone to run).
import * as z from 'zod/mini';

/**
 * The shop's public settings: the contact details, social links and the announcement the owner set in the back
 * office. A plain GET (no body, no session) so browsers and CDNs can cache it: the server answers
 * with an ETag and a short max-age, and 304 when nothing changed.
 */
export const path = '/shop/settings';
export const method = 'GET';

/** A field the owner has not set yet is null: the page hides that line rather than show a stand-in. */
export const response = z.object({
  contact: z.object({
    phone: z.nullable(z.string()),
    company_registration: z.nullable(z.string()),
    address: z.nullable(z.string()),
    email: z.nullable(z.string()),
    map_embed_url: z.nullable(z.string()),
  }),
  /** The shop's own pages on social networks; null until the owner sets one. */
  social: z.object({
    facebook_url: z.nullable(z.string()),
    instagram_url: z.nullable(z.string()),
  }),
  /** Empty: no announcement of the owner's. */
  announcement: z.string(),
});

export type PublicShopSettings = z.output<typeof response>;

/**
 * The whole answer, `{ code, message, data, meta? }`: the shape `envelope()` gives the other calls
 * (zod's classic build, loaded with the first of them), written here with zod/mini.
 */
export const answer = z.object({
  code: z.int(),
  message: z.string(),
  data: response,
  meta: z.optional(z.looseObject({ access_token: z.optional(z.string().check(z.minLength(1))) })),
});

/** The envelope the GET answers with, as the other calls do: `{ code: 200, data }`. */
export const shopSettingsPublic = { path, method, response, answer } as const;
