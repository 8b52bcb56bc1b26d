import { paymentMethodLabel } from '@nyiur/ipay88';
import type { AdminOrderDetail } from '@nyiur/api';
import { allowedOrderActions, sen, toAmountString } from '@nyiur/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrderItems, type SalesOrderItemRow } from '../../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../../db/schema/sales-orders';
import { shippingFeeBefore, shippingOffOf } from '../../vouchers/shipping-off';
import type { ShipmentRow } from '../../db/schema';
import { latestShipments, shipmentViewOf } from './order-parcels';
import { orderFacts } from './transition-order';

const amount = (value: number): string => toAmountString(sen(value));

function detailOf(
  order: SalesOrderRow,
  items: readonly SalesOrderItemRow[],
  shipment: { courier: string; trackingNumber: string; trackingUrl: string | null } | undefined,
  shippingOffSen: number,
  parcel: ShipmentRow | undefined,
): AdminOrderDetail {
  const name = `${order.firstName} ${order.lastName}`.trim();
  const delivery = order.deliveryMode === 'delivery';
  const feeBefore = shippingFeeBefore(order, shippingOffSen);
  return {
    id: order.id,
    ref_no: order.refNo,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    customer_name: name,
    email: order.email,
    phone: order.phone,
    total: amount(order.totalSen),
    delivery_mode: order.deliveryMode,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    courier: shipment?.courier ?? null,
    tracking_number: shipment?.trackingNumber ?? null,
    items_amount: amount(order.itemsSen),
    shipping_fee: amount(order.shippingFeeSen),
    shipping_fee_before: feeBefore === null ? null : amount(feeBefore),
    voucher_code: order.voucherCode,
    discount: amount(order.discountSen),
    refunded: amount(order.refundedSen),
    weight_grams: order.weightGrams,
    lines: items.map((item) => ({
      item_id: item.id,
      name: item.name,
      quantity: item.quantity,
      amount: amount(item.amountSen),
    })),
    ship_to: delivery
      ? {
          name,
          phone: order.phone,
          lines: [
            order.address,
            order.address2,
            `${order.postcode} ${order.city}`,
            order.state,
            order.country,
          ]
            .map((line) => line.trim())
            .filter((line) => line.length > 0),
        }
      : null,
    pickup_venue: delivery ? null : order.pickupVenue,
    cancel_reason: order.cancelReason,
    paid_after_cancel:
      order.paidAfterCancelAt === null
        ? null
        : { at: order.paidAfterCancelAt.toISOString(), trans_id: order.paidAfterCancelTransId },
    paid_at: order.paidAt?.toISOString() ?? null,
    trans_id: order.transId,
    payment_method: paymentMethodLabel(order.paymentId),
    allowed_actions: allowedOrderActions(orderFacts(order)),
    tracking_url: shipment?.trackingUrl ?? parcel?.trackingUrl ?? null,
    parcel: parcel ? shipmentViewOf(parcel) : null,
    // A booking that ended (refused, cancelled) cost nothing.
    courier_charged_sen: parcel?.chargedSen ?? null,
  };
}

/** Orders as the order page and the packing slips show them, in the order of `ids`. */
export async function loadAdminOrderDetails(
  db: Executor,
  ids: readonly number[],
): Promise<AdminOrderDetail[]> {
  if (ids.length === 0) return [];
  const [orders, items, shipments, shippingOff, parcels] = await Promise.all([
    db
      .select()
      .from(salesOrders)
      .where(inArray(salesOrders.id, [...ids])),
    db
      .select()
      .from(salesOrderItems)
      .where(inArray(salesOrderItems.orderId, [...ids])),
    db
      .select()
      .from(orderShipments)
      .where(inArray(orderShipments.orderId, [...ids])),
    shippingOffOf(db, ids),
    latestShipments(db, ids),
  ]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  return ids.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    return [
      detailOf(
        order,
        items.filter((item) => item.orderId === id),
        shipments.find((shipment) => shipment.orderId === id),
        shippingOff.get(id) ?? 0,
        parcels.get(id),
      ),
    ];
  });
}

export async function loadAdminOrderDetail(
  db: Executor,
  id: number,
): Promise<AdminOrderDetail | undefined> {
  return (await loadAdminOrderDetails(db, [id]))[0];
}

export const orderIdOfRef = async (db: Executor, refNo: string): Promise<number | undefined> =>
  (await db.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.refNo, refNo)))[0]
    ?.id;
