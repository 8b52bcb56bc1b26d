import type { ProductDisplay } from '../product-display';
import { essentialsProduct } from './product-essentials';
import { leanEssentialsProduct } from './product-leanessentials';

/** The two products with a detail page, in shop order. */
export const productDisplays: readonly ProductDisplay[] = [
  essentialsProduct,
  leanEssentialsProduct,
];

/** The display data for `/ms/mct/:name`, or undefined (the page then redirects to not found). */
export function findProductDisplay(path: string): ProductDisplay | undefined {
  return productDisplays.find((product) => product.path === path);
}
