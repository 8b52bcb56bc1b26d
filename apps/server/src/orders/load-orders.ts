import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderShipments, type OrderShipmentRow } from '../db/schema/order-fulfilment';
import { salesOrderItems, type SalesOrderItemRow } from '../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import type { OrderHistorySource } from '../app-context';
import { shippingOffOf } from '../vouchers/shipping-off';
import { salesOrderView } from './order-view';

async function itemsOf(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, SalesOrderItemRow[]>> {
  const byOrder = new Map<number, SalesOrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(salesOrderItems)
    .where(inArray(salesOrderItems.orderId, [...orderIds]));
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  }
  return byOrder;
}

async function shipmentsOf(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderShipmentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row]));
}

export interface OrderWithItems {
  readonly order: SalesOrderRow;
  readonly items: SalesOrderItemRow[];
  readonly shipment?: OrderShipmentRow | undefined;
  /** What a free-shipping voucher took off the delivery fee, in sen (0: nothing). */
  readonly shippingOffSen: number;
}

/** An order with its lines, its shipment and what a voucher took off its shipping, read at once. */
async function withDetails(db: Executor, order: SalesOrderRow): Promise<OrderWithItems> {
  const ids = [order.id];
  const [items, shipments, shippingOff] = await Promise.all([
    itemsOf(db, ids),
    shipmentsOf(db, ids),
    shippingOffOf(db, ids),
  ]);
  return {
    order,
    items: items.get(order.id) ?? [],
    shipment: shipments.get(order.id),
    shippingOffSen: shippingOff.get(order.id) ?? 0,
  };
}

/** The order behind an order result link. */
export async function findOrderByToken(
  db: Executor,
  token: string,
): Promise<OrderWithItems | undefined> {
  const [order] = await db.select().from(salesOrders).where(eq(salesOrders.token, token));
  if (!order) return undefined;
  return withDetails(db, order);
}

/** One of the member's own orders; anyone else's uuid finds nothing. */
export async function findMemberOrder(
  db: Executor,
  userId: number,
  uuid: string,
): Promise<OrderWithItems | undefined> {
  const [order] = await db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.uuid, uuid), eq(salesOrders.userId, userId)));
  if (!order) return undefined;
  return withDetails(db, order);
}

/** A member's orders, newest first, as the order history call answers them. */
export const memberOrderHistory: OrderHistorySource = async (db, userId) => {
  const orders = await db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.userId, userId))
    .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id));
  const ids = orders.map((order) => order.id);
  const [items, shipments, shippingOff] = await Promise.all([
    itemsOf(db, ids),
    shipmentsOf(db, ids),
    shippingOffOf(db, ids),
  ]);
  return orders.map((order) =>
    salesOrderView(
      order,
      items.get(order.id) ?? [],
      shipments.get(order.id),
      shippingOff.get(order.id) ?? 0,
    ),
  );
};
