// The paths of the calls the pages read with valibot (./public-reads.ts). The zod calls of the
// same paths (./product-offer.ts, ./reviews-list.ts, ./users-option.ts) take them from here, not
// from the valibot schemas: the contract then does not carry those schemas, nor the parts of
// valibot they use, into every page that loads it.

/** POST: what the shop sells a product for right now. */
export const PRODUCT_OFFER_PATH = '/products/offer';
/** POST: a product's reviews, newest first. */
export const REVIEWS_LIST_PATH = '/reviews/list';
/** POST: what a free-sample sign-up may check out. */
export const USERS_OPTION_PATH = '/users/option';
