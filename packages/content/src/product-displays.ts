import { essentialsProduct } from './product-essentials';
import { leanEssentialsProduct } from './product-leanessentials';
import type { ProductDisplay } from './product-display';

/** The two products with a detail page, in shop order. */
export const productDisplays: readonly ProductDisplay[] = [
  essentialsProduct,
  leanEssentialsProduct,
];

/** The display data for `/mct/:name`, or undefined (the page then redirects to /page-not-found). */
export function findProductDisplay(path: string): ProductDisplay | undefined {
  return productDisplays.find((product) => product.path === path);
}
