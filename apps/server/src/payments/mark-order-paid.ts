import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { commitStock } from '../stock/stock-holds';
import { markVoucherUsed } from '../vouchers/voucher-use-state';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { ORDER_STATUSES, nextOrderStatus } from '@nyiur/domain';
import { enqueueEmail } from '../mail/enqueue-email';
import { newOrderAlertEmail } from '../mail/templates/shop-alert-email';
import { recordCommission } from '../affiliates/commission-ledger';
import { grantAffiliateCode } from '../db/affiliate-codes';
import { orderConfirmationEmail } from './order-confirmation-email';
import { shippingOffOf } from '../vouchers/shipping-off';
import { cancelledByStaff, holdPaymentAfterCancel } from './paid-after-cancel';

export interface PaymentDetails {
  readonly paymentId: string | null;
  readonly transId: string | null;
}

/**
 * Statuses a confirmed payment may move to Paid, as the order machine says: Pending, or closed
 * unpaid after expiry (the money is real).
 */
export const PAYABLE = ORDER_STATUSES.filter(
  (status) =>
    nextOrderStatus(
      { status, deliveryMode: 'delivery', paid: false, refundedSen: 0, totalSen: 1 },
      'pay',
    ).ok,
);

/** Where the shop hears of a new paid order: the owner's alert address, read at payment time. */
export interface ShopAlert {
  /** Null while neither the settings nor SHOP_ALERT_EMAIL name an address. */
  readonly recipient: (tx: Executor) => Promise<string | null>;
  readonly adminUrl: (order: SalesOrderRow) => string;
}

/**
 * The order moved to Paid, if nothing paid it before. The row stays locked to the end of the
 * transaction; boxes reserved at checkout are committed in the same statement.
 */
const payOrder = preparedStatement((tx) =>
  tx
    .update(salesOrders)
    .set({
      status: 'Paid',
      paidAt: sql`now()`,
      paymentId: sql`${sql.placeholder('paymentId')}`,
      transId: sql`${sql.placeholder('transId')}`,
      lastPaymentResult: 'success',
      nextRequeryAt: null,
      closedAt: null,
      updatedAt: sql`now()`,
      stockHold: sql`case when ${salesOrders.stockHold} = 'reserved' then 'committed' else ${salesOrders.stockHold} end`,
    })
    .where(
      and(
        eq(salesOrders.id, sql.placeholder('orderId')),
        isNull(salesOrders.paidAt),
        inArray(salesOrders.status, PAYABLE),
        // Staff cancelled it: a payment is recorded for a refund, never Paid (L4).
        not(cancelledByStaff),
      ),
    )
    .returning()
    .prepare('pay_order'),
);

const orderItems = preparedStatement((tx) =>
  tx
    .select()
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, sql.placeholder('orderId')))
    .prepare('paid_order_items'),
);

/**
 * Moves an order to Paid exactly once. The conditional update is the guard: when the browser
 * result, the backend result and the re-query confirm the same payment at the same moment, one
 * of them updates the row and the others find it already paid. Only the one that moved it
 * queues the confirmation e-mail, grants the affiliate code and writes the referrer's
 * commission, in the same transaction. An order staff cancelled is never paid: the payment is
 * recorded on it for the owner to refund (`holdPaymentAfterCancel`).
 * Answers the order when this call paid it, undefined when it was already paid or not payable.
 */
export async function markOrderPaid(
  db: Database,
  orderId: number,
  payment: PaymentDetails,
  orderUrl: (order: SalesOrderRow) => string,
  shopAlert?: ShopAlert,
): Promise<SalesOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [paid] = await payOrder(tx).execute({
      orderId,
      paymentId: payment.paymentId,
      transId: payment.transId,
    });
    if (!paid) {
      // Not payable: already paid, or cancelled by staff, when the payment is kept to refund.
      await holdPaymentAfterCancel(tx, orderId, payment.transId);
      return undefined;
    }
    let order = paid;
    const alertTo = shopAlert ? await shopAlert.recipient(tx) : null;
    // The update took the boxes reserved at checkout for good; a payment that came after the
    // window let them go takes them again, and the owner hears of any it could not find.
    if (paid.stockHold === 'released') {
      const stockShortfall = await commitStock(tx, paid.id, alertTo);
      order = { ...paid, stockHold: 'committed', stockShortfall };
    }
    if (paid.voucherCode !== null) await markVoucherUsed(tx, paid.id, alertTo);
    const items = await orderItems(tx).execute({ orderId: order.id });
    // The shop's contact details in the footer: this node's copy of the settings (see
    // getShopSettings), not a read per paid order.
    const mailOptions = { settingsFrom: db };
    await enqueueEmail(
      tx,
      orderConfirmationEmail({
        order,
        items,
        orderUrl: orderUrl(order),
        shippingOffSen:
          order.voucherCode === null
            ? 0
            : ((await shippingOffOf(tx, [order.id])).get(order.id) ?? 0),
      }),
      mailOptions,
    );
    if (shopAlert && alertTo) {
      await enqueueEmail(
        tx,
        newOrderAlertEmail({ to: alertTo, order, items, adminUrl: shopAlert.adminUrl(order) }),
        mailOptions,
      );
    }
    if (order.userId !== null && items.some((item) => item.productKind === 'combo')) {
      await grantAffiliateCode(tx, order.userId);
    }
    await recordCommission(tx, order);
    return order;
  });
}
