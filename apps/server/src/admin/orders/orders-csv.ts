import { paymentMethodLabel } from '@nyiur/ipay88';
import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import { voucherUses } from '../../db/schema/vouchers';
import { csvOf, csvTime as malaysianTime } from '../../http/csv';
import { latestShipments } from './order-parcels';
import { dateCondition } from './order-queue-filters';

const HEADER = [
  'Order number',
  'Ordered at (MYT)',
  'Status',
  'Customer',
  'E-mail',
  'Phone',
  'Delivery',
  'Items (RM)',
  'Voucher',
  'Discount (RM)',
  'Shipping (RM)',
  'Shipping off (RM)',
  'Total (RM)',
  'Refunded (RM)',
  'Paid at (MYT)',
  'Payment method',
  'iPay88 TransId',
  'Courier',
  'Tracking number',
  'Courier charged (RM)',
];

const amount = (value: number): string => toAmountString(sen(value));

/** Orders placed between two dates (Malaysian days, both included) as CSV for the books. */
export async function ordersCsv(
  db: Executor,
  from: string,
  to: string,
): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({
      order: salesOrders,
      shipment: orderShipments,
      shippingOffSen: voucherUses.shippingOffSen,
    })
    .from(salesOrders)
    .leftJoin(orderShipments, eq(orderShipments.orderId, salesOrders.id))
    .leftJoin(voucherUses, eq(voucherUses.orderId, salesOrders.id))
    .where(and(dateCondition(from, to)))
    .orderBy(asc(salesOrders.createdAt), asc(salesOrders.id));
  const parcels = await latestShipments(
    db,
    rows.map(({ order }) => order.id),
  );
  // Beside the shipping the shopper paid: what EasyParcel took for the parcel (a cancelled one is
  // given back to the wallet).
  const chargedOf = (orderId: number): string => {
    const parcel = parcels.get(orderId);
    return parcel?.chargedSen != null && parcel.state !== 'cancelled'
      ? amount(parcel.chargedSen)
      : '';
  };
  const records = rows.map(({ order, shipment, shippingOffSen }) => [
    order.refNo,
    malaysianTime(order.createdAt),
    order.status,
    `${order.firstName} ${order.lastName}`.trim(),
    order.email,
    order.phone,
    order.deliveryMode === 'pickup' ? `Pick-up: ${order.pickupVenue}` : 'Delivery',
    amount(order.itemsSen),
    order.voucherCode ?? '',
    amount(order.discountSen),
    amount(order.shippingFeeSen),
    amount(shippingOffSen ?? 0),
    amount(order.totalSen),
    amount(order.refundedSen),
    malaysianTime(order.paidAt),
    paymentMethodLabel(order.paymentId) ?? '',
    order.transId ?? '',
    shipment?.courier ?? '',
    shipment?.trackingNumber ?? '',
    chargedOf(order.id),
  ]);
  return { csv: csvOf(HEADER, records), rows: records.length };
}
