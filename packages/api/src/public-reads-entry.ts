/**
 * The public reads a product page makes as it loads (a product's offer and reviews), on their
 * own: the page loads only their schemas (written with valibot), not the whole contract (every
 * call, on zod) that `@nyiur/api` builds when it loads.
 */
export {
  productOfferRead,
  readAnswer,
  reviewsListRead,
  type ProductOfferRead,
  type ReviewRead,
} from './calls/public-reads';
