import { visibilityOf, type ProductStatus } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, type ProductRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';

export const productMessages = {
  notFound: 'This product is not in the catalogue.',
  priceNotSet: 'Set a real price for this combo before putting it on sale.',
  compareAtTooLow: 'The crossed-out price must be higher than the price.',
} as const;

export interface ProductChange {
  readonly id: number;
  readonly status: ProductStatus;
  readonly weightGrams: number;
  readonly lowStockThreshold: number;
}

const settingFields = (row: ProductRow) => ({
  hidden: row.hidden,
  sellable: row.sellable,
  weight_grams: row.weightGrams,
  low_stock_threshold: row.lowStockThreshold,
});

/**
 * Locks the product, writes what `values` makes of it (which may refuse the change) and records
 * `fields` of the before and after in the audit log as `action`.
 */
async function changeProduct(
  db: Database,
  id: number,
  actor: Actor,
  action: string,
  fields: (row: ProductRow) => Record<string, unknown>,
  values: (before: ProductRow) => Partial<typeof products.$inferInsert>,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw AppError.notFound(productMessages.notFound);
    const [after] = await tx
      .update(products)
      .set({ ...values(before), updatedAt: sql`now()` })
      .where(eq(products.id, id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await recordAudit(tx, {
      ...actor,
      action,
      entity: 'product',
      entityId: after.id,
      before: fields(before),
      after: fields(after),
    });
    return after;
  });
}

/** Status, weight and low-stock level, with the before and after in the audit log. */
export async function updateProduct(
  db: Database,
  change: ProductChange,
  actor: Actor,
): Promise<ProductRow> {
  return changeProduct(db, change.id, actor, 'product.update', settingFields, (before) => {
    if (change.status === 'listed' && before.isSample) {
      throw AppError.validation({ status: productMessages.priceNotSet });
    }
    return {
      ...visibilityOf(change.status),
      weightGrams: change.weightGrams,
      lowStockThreshold: change.lowStockThreshold,
    };
  });
}

const priceFields = (row: ProductRow) => ({
  price_sen: row.priceSen,
  compare_at_price_sen: row.compareAtPriceSen,
});

/**
 * The price and the crossed-out price. Setting a price makes a sample-priced combo's price real,
 * so it can then be listed.
 */
export async function setProductPrice(
  db: Database,
  change: { id: number; priceSen: number; compareAtPriceSen: number | null },
  actor: Actor,
): Promise<ProductRow> {
  if (change.compareAtPriceSen !== null && change.compareAtPriceSen <= change.priceSen) {
    throw AppError.validation({ compare_at_price: productMessages.compareAtTooLow });
  }
  return changeProduct(db, change.id, actor, 'product.set_price', priceFields, () => ({
    priceSen: change.priceSen,
    compareAtPriceSen: change.compareAtPriceSen,
    isSample: false,
  }));
}
