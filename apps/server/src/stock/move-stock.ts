import type { StockMovementKind } from '@nyiur/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { selectRows } from '../db/select-rows';
import { products, stockMovements } from '../db/schema';

/** One change of a product's stock, as the ledger records it. */
export interface Movement {
  readonly productId: number;
  readonly kind: StockMovementKind;
  /** Boxes added (positive) or taken (negative). */
  readonly quantity: number;
  readonly orderId?: number | null;
  /** The member of staff who made it; unset for the shop itself. */
  readonly adminId?: number | null;
  readonly reason?: string;
}

/**
 * Changes a product's stock and writes the ledger row in the caller's transaction: the only way
 * stock changes. A take is conditional (the row lock makes a concurrent checkout wait and look
 * again), so stock never goes below zero; answers the stock after, or null when there was not
 * enough and nothing was written.
 */
export async function moveStock(tx: Executor, movement: Movement): Promise<number | null> {
  const [moved] = await tx
    .update(products)
    .set({ stockOnHand: sql`${products.stockOnHand} + ${movement.quantity}` })
    .where(
      and(
        eq(products.id, movement.productId),
        gte(sql`${products.stockOnHand} + ${movement.quantity}`, 0),
      ),
    )
    .returning({ available: products.stockOnHand });
  if (!moved) return null;
  await tx.insert(stockMovements).values({
    productId: movement.productId,
    kind: movement.kind,
    quantity: movement.quantity,
    availableAfter: moved.available,
    orderId: movement.orderId ?? null,
    adminId: movement.adminId ?? null,
    reason: movement.reason ?? '',
  });
  return moved.available;
}

/**
 * Products whose stock is not what their ledger adds up to: empty while every change went
 * through `moveStock`. Combos hold no stock of their own.
 */
export async function stockLedgerMismatches(
  db: Executor,
): Promise<{ id: number; stock_on_hand: number; ledger: number }[]> {
  return selectRows(
    db,
    sql`select p.id, p.stock_on_hand, coalesce(sum(m.quantity), 0)::int as ledger
      from products p left join stock_movements m on m.product_id = p.id
      group by p.id
      having p.stock_on_hand <> coalesce(sum(m.quantity), 0)
      order by p.id`,
  );
}
