import { ORDER_TABS, type OrderTab } from '@nyiur/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { salesOrders } from '../../db/schema/sales-orders';
import { TAB_STATUSES } from './order-queue-filters';

/**
 * The count on each tab of the queue. Two counts that each read one index only: statuses from
 * the queue index, refunds from the partial index of refunded orders.
 */
export async function countAdminOrders(db: Executor): Promise<Record<OrderTab, number>> {
  const [rows, [refunds]] = await Promise.all([
    db
      .select({ status: salesOrders.status, orders: sql<number>`count(*)::int` })
      .from(salesOrders)
      .groupBy(salesOrders.status),
    db
      .select({ orders: sql<number>`count(*)::int` })
      .from(salesOrders)
      .where(sql`${salesOrders.refundedSen} > 0`),
  ]);
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  counts.refunds = refunds?.orders ?? 0;
  for (const row of rows) {
    for (const [tab, statuses] of Object.entries(TAB_STATUSES)) {
      if (statuses.includes(row.status)) counts[tab as OrderTab] += row.orders;
    }
  }
  return counts;
}
