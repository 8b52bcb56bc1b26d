import { productDisplays, productPagePath } from '@nyiur/content';
import { appPaths, PATHS } from '@nyiur/domain';

/** Every shop route of the route table, with each product page: prerendered to HTML. */
export const PRERENDER_PATHS: readonly string[] = appPaths('shop', (pattern) =>
  pattern === PATHS.product ? productDisplays.map(productPagePath) : [],
);
