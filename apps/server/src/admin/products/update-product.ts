import { visibilityOf, type ProductStatus } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { products, type ProductRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../core/record-audit';

export const productMessages = {
  notFound: 'This product is not in the catalogue.',
  priceNotSet: 'Set a real price for this combo before putting it on sale.',
  compareAtTooLow: 'The crossed-out price must be higher than the price.',
} as const;

export interface Actor {
  readonly adminId: number;
  readonly actorEmail: string;
  readonly ip: string;
}

export interface ProductChange {
  readonly id: number;
  readonly status: ProductStatus;
  readonly weightGrams: number;
  readonly stockOnHand: number;
  readonly lowStockThreshold: number;
}

const stockFields = (row: ProductRow) => ({
  hidden: row.hidden,
  sellable: row.sellable,
  weight_grams: row.weightGrams,
  stock_on_hand: row.stockOnHand,
  low_stock_threshold: row.lowStockThreshold,
});

async function lockProduct(tx: Transaction, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw AppError.notFound(productMessages.notFound);
  return row;
}

/** Status, weight and stock, with the before and after in the audit log. */
export async function updateProduct(
  db: Database,
  change: ProductChange,
  actor: Actor,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, change.id);
    if (change.status === 'listed' && before.isSample) {
      throw AppError.validation({ status: productMessages.priceNotSet });
    }
    const [after] = await tx
      .update(products)
      .set({
        ...visibilityOf(change.status),
        weightGrams: change.weightGrams,
        stockOnHand: change.stockOnHand,
        lowStockThreshold: change.lowStockThreshold,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, change.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await recordAudit(tx, {
      ...actor,
      action: 'product.update',
      entity: 'product',
      entityId: after.id,
      before: stockFields(before),
      after: stockFields(after),
    });
    return after;
  });
}

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
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, change.id);
    const [after] = await tx
      .update(products)
      .set({
        priceSen: change.priceSen,
        compareAtPriceSen: change.compareAtPriceSen,
        isSample: false,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, change.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await recordAudit(tx, {
      ...actor,
      action: 'product.set_price',
      entity: 'product',
      entityId: after.id,
      before: { price_sen: before.priceSen, compare_at_price_sen: before.compareAtPriceSen },
      after: { price_sen: after.priceSen, compare_at_price_sen: after.compareAtPriceSen },
    });
    return after;
  });
}
