import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { salesOrders } from '../db/schema/sales-orders';
import { releaseStock } from '../stock/stock-holds';

export const REPLACED_ORDER_REASON = 'Replaced by a newer checkout';

/**
 * Closes a shopper's other unpaid orders and puts their boxes back: one open order per member and
 * per guest e-mail, so nobody can hold stock with a string of checkouts. A payment that still
 * comes for one of them pays it all the same (the money is real) and takes its boxes again.
 */
export async function closeOpenOrders(
  tx: Transaction,
  shopper: { userId: number } | { guestEmail: string },
  keep: number,
): Promise<number[]> {
  const whose =
    'userId' in shopper
      ? eq(salesOrders.userId, shopper.userId)
      : and(
          isNull(salesOrders.userId),
          sql`lower(${salesOrders.email}) = lower(${shopper.guestEmail})`,
        );
  const closed = await tx
    .update(salesOrders)
    .set({
      status: 'Cancelled',
      cancelReason: REPLACED_ORDER_REASON,
      closedAt: sql`now()`,
      nextRequeryAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        whose,
        eq(salesOrders.status, 'Pending'),
        isNull(salesOrders.paidAt),
        ne(salesOrders.id, keep),
      ),
    )
    .returning({ id: salesOrders.id });
  for (const order of closed) await releaseStock(tx, order.id);
  return closed.map((order) => order.id);
}
