import type { ProductDisplay } from '../product-display';
import { essentialsProduct, leanEssentialsProduct } from './long-copy';

/** The two product pages in Malay, in shop order. */
export const productDisplays: readonly ProductDisplay[] = [
  essentialsProduct,
  leanEssentialsProduct,
];
