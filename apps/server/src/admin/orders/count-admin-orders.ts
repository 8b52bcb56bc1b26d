import { ORDER_TABS, type OrderTab } from '@nyiur/api';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { salesOrders } from '../../db/schema/sales-orders';
import { TAB_STATUSES } from './order-queue-filters';

/** The count on each tab of the queue, in one pass over the orders. */
export async function countAdminOrders(db: Executor): Promise<Record<OrderTab, number>> {
  const rows = await db
    .select({
      status: salesOrders.status,
      orders: sql<number>`count(*)::int`,
      refunded: sql<number>`count(*) filter (where ${salesOrders.refundedSen} > 0)::int`,
    })
    .from(salesOrders)
    .groupBy(salesOrders.status);
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as Record<OrderTab, number>;
  for (const row of rows) {
    counts.refunds += row.refunded;
    for (const [tab, statuses] of Object.entries(TAB_STATUSES)) {
      if (statuses.includes(row.status)) counts[tab as OrderTab] += row.orders;
    }
  }
  return counts;
}
