// valibot, not zod: every page of both sites reads this call when it loads (the announcement bar
// and the footer), and its schemas are the only ones a brand page needs. Zod's core alone is
// 15.5 KB gzip, even under zod/mini; valibot's parts for this schema come to about 1 KB
// (decision 0015). The other calls keep zod, loaded with the first of them.
import * as v from 'valibot';
import { valibotEnvelope } from './valibot-envelope';

/**
 * The shop's public settings: the contact details, social links and the announcement the owner set in the back
 * office. A plain GET (no body, no session) so browsers and CDNs can cache it: the server answers
 * with an ETag and a short max-age, and 304 when nothing changed.
 */
export const path = '/shop/settings';
export const method = 'GET';

/** A field the owner has not set yet is null: the page hides that line rather than show a stand-in. */
export const response = v.object({
  contact: v.object({
    phone: v.nullable(v.string()),
    company_registration: v.nullable(v.string()),
    address: v.nullable(v.string()),
    email: v.nullable(v.string()),
    map_embed_url: v.nullable(v.string()),
  }),
  /** The shop's own pages on social networks; null until the owner sets one. */
  social: v.object({
    facebook_url: v.nullable(v.string()),
    instagram_url: v.nullable(v.string()),
  }),
  /** Empty: no announcement of the owner's. */
  announcement: v.string(),
});

export type PublicShopSettings = v.InferOutput<typeof response>;

/**
 * The whole answer, `{ code, message, data, meta? }`: the shape `envelope()` gives the other calls
 * (on zod, loaded with the first of them), written here with valibot.
 */
export const answer = valibotEnvelope(response);

export type ShopSettingsAnswer = v.InferOutput<typeof answer>;

/** Reads the answer, or throws a `ValiError` naming what is wrong with it. */
export const parseAnswer = (input: unknown): ShopSettingsAnswer => v.parse(answer, input);

/** True when the input is the answer the server sends. */
export const isAnswer = (input: unknown): input is ShopSettingsAnswer => v.is(answer, input);

/** The envelope the GET answers with, as the other calls do: `{ code: 200, data }`. */
export const shopSettingsPublic = {
  path,
  method,
  response,
  answer,
  parseAnswer,
  isAnswer,
} as const;
