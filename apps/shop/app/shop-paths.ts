import { productDisplays, productPagePath } from '@nyiur/content';
import { appPaths, inEveryLocale, PATHS } from '@nyiur/domain';

/** Every shop route of the route table, with each product page, in English and Malay: prerendered. */
export const PRERENDER_PATHS: readonly string[] = inEveryLocale(
  appPaths('shop', (pattern) =>
    pattern === PATHS.product ? productDisplays.map(productPagePath) : [],
  ),
);
