import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { salesOrders } from '../db/schema/sales-orders';
import { releaseStock } from '../stock/stock-holds';

/**
 * Ends the payment window of a shopper's other unpaid orders and puts their boxes back: one open
 * order per member and per guest e-mail, so nobody can hold stock with a string of checkouts. The
 * order is not closed here: it is due for the re-query worker, which asks iPay88 once more and
 * closes it, or pays it if a payment is on its way (the money is real; it takes its boxes again).
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
  const ended = await tx
    .update(salesOrders)
    .set({ expiresAt: sql`now()`, nextRequeryAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        whose,
        eq(salesOrders.status, 'Pending'),
        isNull(salesOrders.paidAt),
        gt(salesOrders.expiresAt, sql`now()`),
        ne(salesOrders.id, keep),
      ),
    )
    .returning({ id: salesOrders.id });
  for (const order of ended) await releaseStock(tx, order.id);
  return ended.map((order) => order.id);
}
