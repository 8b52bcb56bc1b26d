// valibot, not zod, for the same reason as the shop settings (./shop-settings.ts): the product
// pages read a product's offer and reviews as they load, and the guest checkout its options; with
// zod they fetched its core, its classic build and the whole contract (some 39 KB gzip with the
// typed client) for an answer or two. The zod calls of the same paths (./product-offer.ts,
// ./reviews-list.ts, ./users-option.ts) stay the contract the server answers by; the server's
// tests read its real answers through these schemas too.
import { PRODUCT_STATUSES } from '@nyiur/domain';
import * as v from 'valibot';
import { AMOUNT_PATTERN } from '../models/amount-pattern';
import { PRODUCT_OFFER_PATH, REVIEWS_LIST_PATH, USERS_OPTION_PATH } from './public-read-paths';
import { valibotEnvelope as envelope } from './valibot-envelope';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const amount = v.pipe(v.string(), v.regex(AMOUNT_PATTERN));

/** POST /products/offer: what the shop sells a product for right now. */
export const productOfferRead = {
  path: PRODUCT_OFFER_PATH,
  answer: envelope(
    v.object({
      id: positiveInt,
      price: amount,
      /** The crossed-out "was" price, or null. */
      compare_at_price: v.nullable(amount),
      status: v.picklist(PRODUCT_STATUSES),
      in_stock: v.boolean(),
    }),
  ),
} as const;

/** POST /reviews/list: a product's reviews, newest first (the first page). */
export const reviewsListRead = {
  path: REVIEWS_LIST_PATH,
  answer: envelope(
    v.array(
      v.object({
        id: positiveInt,
        name: v.string(),
        rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
        comment: v.string(),
        media: v.array(v.object({ url: v.string(), type: v.picklist(['image', 'video']) })),
        created_at: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
  ),
} as const;

const productSummary = v.object({
  id: positiveInt,
  name: v.string(),
  description: v.string(),
  featured_graphic_url: v.nullable(v.string()),
});

/**
 * POST /users/option for a free sample (`product_id` and `contact_id` of the sign-up): the
 * countries with their states, the pick-up points and the one-line sample cart. With a product
 * the answer is the same signed in or not, so the guest checkout reads it without the session.
 */
export const usersOptionRead = {
  path: USERS_OPTION_PATH,
  answer: envelope(
    v.object({
      countries: v.array(v.object({ name: v.string(), states: v.array(v.string()) })),
      pickup_locations: v.array(v.object({ id: positiveInt, venue: v.string() })),
      cart: v.nullable(
        v.object({
          amount,
          cart_items: v.array(
            v.object({
              id: positiveInt,
              qty: positiveInt,
              amount,
              weight: v.pipe(v.number(), v.integer(), v.minValue(0)),
              product: productSummary,
            }),
          ),
        }),
      ),
    }),
  ),
} as const;

/**
 * Any answer of the API as far as a failure needs it: its code and message, and the field
 * messages of a 422 (`data.errors`). Null for what is not an answer of the API at all.
 */
const failure = v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) });
const fieldErrors = v.object({ errors: v.record(v.string(), v.string()) });

/** The code, message and field messages of an answer of the API, or null for anything else. */
export const readFailure = (
  input: unknown,
): { code: number; message: string; errors: Record<string, string> } | null => {
  const read = v.safeParse(failure, input);
  if (!read.success) return null;
  const withErrors = v.safeParse(fieldErrors, read.output.data);
  return {
    code: read.output.code,
    message: read.output.message,
    errors: withErrors.success ? withErrors.output.errors : {},
  };
};

export type ProductOfferRead = v.InferOutput<typeof productOfferRead.answer>['data'];
export type UsersOptionRead = v.InferOutput<typeof usersOptionRead.answer>['data'];
export type ReviewRead = v.InferOutput<typeof reviewsListRead.answer>['data'][number];

/** Reads an answer with its schema, or throws a `ValiError` naming what is wrong with it. */
export const readAnswer = <Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> => v.parse(schema, input);
