/** Every shop path without parameters, plus the two product pages: prerendered to HTML. */
export const PRERENDER_PATHS: readonly string[] = [
  '/products',
  '/mct/essentials',
  '/mct/leanessentials',
  '/login',
  '/register',
  '/forgot-password',
  '/password',
  '/account',
  '/order',
  '/order/success',
  '/checkout',
  '/guest-checkout',
];

/** The product pages that exist (spec §2: any other name goes to /page-not-found). */
export const PRODUCT_SLUGS: readonly string[] = ['essentials', 'leanessentials'];
