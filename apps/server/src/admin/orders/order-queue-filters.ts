import type { OrderTab } from '@nyiur/api';
import { addMalaysianDays, startOfMalaysianDay, type OrderStatus } from '@nyiur/domain';
import { and, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { salesOrders } from '../../db/schema/sales-orders';

/** The statuses each tab shows; Refunds is any order with money recorded back instead. */
export const TAB_STATUSES: Record<Exclude<OrderTab, 'refunds'>, readonly OrderStatus[]> = {
  to_pay: ['Pending'],
  to_ship: ['Paid'],
  ready_for_pickup: ['Ready for pick-up'],
  shipped: ['Shipped'],
  completed: ['Collected', 'Completed'],
  cancelled: ['Cancelled', 'Failed'],
};

export const tabCondition = (tab: OrderTab): SQL =>
  tab === 'refunds'
    ? sql`${salesOrders.refundedSen} > 0`
    : (inArray(salesOrders.status, [...TAB_STATUSES[tab]]) as SQL);

// The shop's day is Malaysian time: a date filter means midnight to midnight there.
export function dateCondition(from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(salesOrders.createdAt, startOfMalaysianDay(from)) : undefined,
    to ? lt(salesOrders.createdAt, startOfMalaysianDay(addMalaysianDays(to, 1))) : undefined,
  );
}

const likePrefix = (text: string): string => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Search by the start of the order number, e-mail, phone or name. Every branch is a prefix on
 * an indexed expression, so PostgreSQL can OR index scans instead of reading every order.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  const digits = text.replace(/[\s-]/g, '');
  const [first = '', ...rest] = lower.split(/\s+/);
  const last = rest.join(' ');
  return or(
    sql`${salesOrders.refNo} like ${likePrefix(text.toUpperCase())}`,
    sql`lower(${salesOrders.email}) like ${likePrefix(lower)}`,
    sql`${salesOrders.phone} like ${likePrefix(digits)}`,
    last === ''
      ? or(
          sql`lower(${salesOrders.firstName}) like ${likePrefix(first)}`,
          sql`lower(${salesOrders.lastName}) like ${likePrefix(first)}`,
        )
      : and(
          sql`lower(${salesOrders.firstName}) like ${likePrefix(first)}`,
          sql`lower(${salesOrders.lastName}) like ${likePrefix(last)}`,
        ),
  );
}

/** The keyset cursor: the created time and id of the last order shown. */
export const encodeCursor = (createdAt: Date, id: number): string =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: number } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  const orderId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(orderId)) return undefined;
  return { createdAt, id: orderId };
}

export const afterCursor = (cursor: { createdAt: Date; id: number }): SQL =>
  sql`(${salesOrders.createdAt}, ${salesOrders.id}) < (${cursor.createdAt}, ${cursor.id})`;
