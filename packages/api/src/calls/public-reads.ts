// valibot, not zod, for the same reason as the shop settings (./shop-settings.ts): the product
// pages read a product's offer and reviews as they load, and with zod they fetched its core, its
// classic build and the whole contract (some 39 KB gzip with the typed client) for two answers.
// The zod calls of the same paths (./product-offer.ts, ./reviews-list.ts) stay the contract the
// server answers by; the server's tests read its real answers through these schemas too.
import { PRODUCT_STATUSES } from '@nyiur/domain';
import * as v from 'valibot';

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));
const amount = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

/** The envelope of a public POST of the shop's API: `{ code, message, data, meta? }`. */
const envelope = <Data extends v.GenericSchema>(data: Data) =>
  v.object({
    code: v.pipe(v.number(), v.integer()),
    message: v.string(),
    data,
    meta: v.optional(v.looseObject({})),
  });

/** POST /products/offer: what the shop sells a product for right now. */
export const productOfferRead = {
  path: '/products/offer',
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
  path: '/reviews/list',
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

export type ProductOfferRead = v.InferOutput<typeof productOfferRead.answer>['data'];
export type ReviewRead = v.InferOutput<typeof reviewsListRead.answer>['data'][number];

/** Reads an answer with its schema, or throws a `ValiError` naming what is wrong with it. */
export const readAnswer = <Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> => v.parse(schema, input);
