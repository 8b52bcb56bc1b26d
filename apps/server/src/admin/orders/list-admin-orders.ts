import type { AdminOrderSummary, OrderTab } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { ShipmentRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import {
  afterCursor,
  dateCondition,
  decodeCursor,
  encodeCursor,
  searchCondition,
  tabCondition,
} from './order-queue-filters';
import { latestShipments, shipmentViewOf } from './order-parcels';

export interface OrderListQuery {
  readonly tab: OrderTab;
  readonly q?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly cursor?: string | undefined;
  readonly limit?: number | undefined;
}

export const DEFAULT_PAGE = 50;

/** One tab of the queue, newest first, a page at a time by keyset (stable while orders arrive). */
export async function listAdminOrders(
  db: Executor,
  query: OrderListQuery,
): Promise<{ orders: AdminOrderSummary[]; next_cursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !cursor) {
    throw AppError.validation({
      cursor: 'This page link is out of date. Start from the first page.',
    });
  }
  const rows = await db
    .select({
      order: salesOrders,
      courier: orderShipments.courier,
      trackingNumber: orderShipments.trackingNumber,
      itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from sales_order_items where order_id = ${salesOrders.id})`,
    })
    .from(salesOrders)
    .leftJoin(orderShipments, eq(orderShipments.orderId, salesOrders.id))
    .where(
      and(
        tabCondition(query.tab),
        dateCondition(query.from, query.to),
        searchCondition(query.q),
        cursor ? afterCursor(cursor) : undefined,
      ),
    )
    .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const parcels = await latestShipments(
    db,
    page.map(({ order }) => order.id),
  );
  const viewOf = (row: ShipmentRow | undefined) => (row ? shipmentViewOf(row) : null);
  return {
    orders: page.map(({ order, courier, trackingNumber, itemCount }) => ({
      id: order.id,
      ref_no: order.refNo,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      customer_name: `${order.firstName} ${order.lastName}`.trim(),
      email: order.email,
      phone: order.phone,
      total: toAmountString(sen(order.totalSen)),
      delivery_mode: order.deliveryMode,
      item_count: itemCount,
      courier,
      tracking_number: trackingNumber,
      parcel: viewOf(parcels.get(order.id)),
    })),
    next_cursor:
      rows.length > limit && last ? encodeCursor(last.order.createdAt, last.order.id) : null,
  };
}
