import { shelfCountChange, type ManualStockKind } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products, type ProductRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { moveStock } from '../../stock/move-stock';
import { heldBoxes } from '../../stock/stock-levels';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { productMessages } from './update-product';

export const stockChangeErrors = {
  stale: (available: number) =>
    `Stock changed since you opened this page (${available} free to sell now); reload and try again.`,
  combo: 'A combo has no stock of its own: change the stock of the boxes inside it.',
  tooFew: (available: number) =>
    `Only ${available} boxes are free to sell; you can take off at most ${available}.`,
} as const;

export interface StockChange {
  readonly id: number;
  readonly kind: ManualStockKind;
  /** Received: boxes in; counted: boxes on the shelf; adjusted: boxes added or taken off. */
  readonly quantity: number;
  /** The stock free to sell the owner's page showed. */
  readonly expectedAvailable: number;
  readonly reason: string;
}

/**
 * Writes the owner's stock change as one ledger movement, with its audit entry. Refused when the
 * stock free to sell is no longer what the page showed. A shelf count counts the boxes held for
 * Pending and paid-not-shipped orders too; they stay held, so only the rest is free to sell.
 */
export async function changeStock(
  db: Database,
  change: StockChange,
  actor: Actor,
): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(products)
      .where(eq(products.id, change.id))
      .for('update');
    if (!before) throw AppError.notFound(productMessages.notFound);
    if (before.kind === 'combo') throw AppError.validation({ quantity: stockChangeErrors.combo });
    if (before.stockOnHand !== change.expectedAvailable) {
      throw new AppError('conflict', stockChangeErrors.stale(before.stockOnHand), {
        available: before.stockOnHand,
      });
    }
    const held = (await heldBoxes(tx)).get(before.id) ?? { reserved: 0, toShip: 0 };
    const quantity =
      change.kind === 'counted'
        ? shelfCountChange(change.quantity, before.stockOnHand, held)
        : change.quantity;
    const reason =
      change.kind === 'counted'
        ? [
            `Counted ${change.quantity} on the shelf, ${held.reserved} reserved, ${held.toShip} to ship`,
            change.reason,
          ]
            .filter(Boolean)
            .join('. ')
        : change.reason;
    const available = await moveStock(tx, {
      productId: before.id,
      kind: change.kind,
      quantity,
      adminId: actor.adminId,
      reason,
    });
    if (available === null) {
      throw AppError.validation({ quantity: stockChangeErrors.tooFew(before.stockOnHand) });
    }
    await recordAudit(tx, {
      ...actor,
      action: 'product.stock',
      entity: 'product',
      entityId: before.id,
      before: { available: before.stockOnHand, reserved: held.reserved, to_ship: held.toShip },
      after: { available, kind: change.kind, entered: change.quantity, change: quantity, reason },
    });
    const [after] = await tx.select().from(products).where(eq(products.id, before.id));
    if (!after) throw new Error('product vanished under its row lock');
    return after;
  });
}
