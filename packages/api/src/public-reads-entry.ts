/**
 * The public reads a page makes as it loads (a product's offer and reviews, the guest checkout's
 * options), on their own: the page loads only their schemas (written with valibot), not the whole contract (every
 * call, on zod) that `@nyiur/api` builds when it loads.
 */
export {
  productOfferRead,
  readAnswer,
  readFailure,
  reviewsListRead,
  usersOptionRead,
  type ProductOfferRead,
  type ReviewRead,
  type UsersOptionRead,
} from './calls/public-reads';
