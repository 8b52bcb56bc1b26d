import type { AdminProduct } from '@nyiur/api';
import { isLowStock, productStatusOf, sen, toAmountString } from '@nyiur/domain';
import type { ProductRow } from '../../db/schema';

/** A product row as the back office sees it. */
export const adminProductView = (row: ProductRow): AdminProduct => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  kind: row.kind,
  price: toAmountString(sen(row.priceSen)),
  compare_at_price:
    row.compareAtPriceSen === null ? null : toAmountString(sen(row.compareAtPriceSen)),
  status: productStatusOf(row),
  weight_grams: row.weightGrams,
  stock_on_hand: row.stockOnHand,
  low_stock_threshold: row.lowStockThreshold,
  low_stock:
    productStatusOf(row) === 'listed' && isLowStock(row.stockOnHand, row.lowStockThreshold),
  price_not_set: row.isSample,
  updated_at: row.updatedAt.toISOString(),
});
