/** How a product stands in the shop: on sale, kept out of sight, or shown but not for sale. */
export const PRODUCT_STATUSES = ['listed', 'hidden', 'not_for_sale'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

interface Visibility {
  readonly hidden: boolean;
  readonly sellable: boolean;
}

export const productStatusOf = (product: Visibility): ProductStatus =>
  product.hidden ? 'hidden' : product.sellable ? 'listed' : 'not_for_sale';

export const visibilityOf = (status: ProductStatus): Visibility => ({
  hidden: status === 'hidden',
  sellable: status === 'listed',
});

/** Only a listed product can go into a cart or through checkout. */
export const isForSale = (product: Visibility): boolean => productStatusOf(product) === 'listed';

/** Stock at or under the owner's threshold. */
export const isLowStock = (stockOnHand: number, lowStockThreshold: number): boolean =>
  stockOnHand <= lowStockThreshold;
