import { formatRM, sen } from '@nyiur/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderNotes } from '../db/schema/order-fulfilment';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { notifyOwners } from '../mail/notify-owners';

/** Cancelled by staff (with a reason), as opposed to closed by the payment window. */
export const cancelledByStaff = sql`(${salesOrders.status} = 'Cancelled' and ${salesOrders.cancelReason} is not null)`;

/**
 * A genuine payment for an order staff cancelled: the order stays Cancelled and unshipped (L4).
 * Records the payment once on the order, with a note on its page, and e-mails every active owner
 * to refund it in the iPay88 portal. Answers the order when this call recorded it.
 */
export async function holdPaymentAfterCancel(
  tx: Executor,
  orderId: number,
  transId: string | null,
): Promise<SalesOrderRow | undefined> {
  const [order] = await tx
    .update(salesOrders)
    .set({
      paidAfterCancelAt: sql`now()`,
      paidAfterCancelTransId: transId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(salesOrders.id, orderId),
        eq(salesOrders.status, 'Cancelled'),
        isNotNull(salesOrders.cancelReason),
        isNull(salesOrders.paidAt),
        isNull(salesOrders.paidAfterCancelAt),
      ),
    )
    .returning();
  if (!order) return undefined;
  const paid = formatRM(sen(order.totalSen));
  const text = `To refund: ${paid} was paid through iPay88 (TransId ${transId ?? 'not given'}) after the order was cancelled. It stays cancelled and is not shipped: refund the payment in the iPay88 portal.`;
  await tx.insert(orderNotes).values({ orderId, adminId: null, text });
  await notifyOwners(tx, {
    subject: `Order ${order.refNo} was paid after it was cancelled: refund it`,
    lines: [text, `The order was cancelled with the reason: ${order.cancelReason ?? ''}`],
    footnote: 'The order page in the back office shows the payment until it is refunded.',
  });
  return order;
}
