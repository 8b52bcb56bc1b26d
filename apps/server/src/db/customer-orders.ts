import { customerIdentityOf, isSameCustomer, type CustomerIdentity } from '@nyiur/domain';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './database';
import { salesOrders } from './schema/sales-orders';

/** The advisory lock space of one customer's voucher limits. */
const CUSTOMER_LOCK_SPACE = 7_142_022;

/** `inboxKeyOf` in SQL, so the inbox narrows the orders read before they are compared. */
const inboxSql = (column: SQL | typeof salesOrders.email): SQL => sql`case
  when split_part(lower(trim(${column})), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(trim(${column})), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else lower(trim(${column})) end`;

/**
 * The orders that may be this customer's, narrowed in SQL (member id, inbox, last digits of the
 * phone, postcode); the caller keeps those `isSameCustomer` names.
 */
export function mayBeCustomersOrder(identity: CustomerIdentity): SQL {
  const clauses: SQL[] = [];
  if (identity.userId !== null) clauses.push(eq(salesOrders.userId, identity.userId));
  if (identity.inbox !== null)
    clauses.push(sql`${inboxSql(salesOrders.email)} = ${identity.inbox}`);
  if (identity.phone !== null) {
    clauses.push(
      sql`right(regexp_replace(${salesOrders.phone}, '[^0-9]', '', 'g'), 7) = ${identity.phone.slice(-7)}`,
    );
  }
  const postcode = identity.address?.split('|')[1];
  if (postcode) {
    clauses.push(
      and(
        sql`regexp_replace(${salesOrders.postcode}, '[^0-9]', '', 'g') = ${postcode}`,
        sql`trim(${salesOrders.address}) <> ''`,
      ) as SQL,
    );
  }
  return clauses.length === 0 ? sql`false` : (or(...clauses) as SQL);
}

/** The customer an order was placed by, as `isSameCustomer` compares them. */
export const identityOfOrder = (order: {
  userId: number | null;
  email: string;
  phone: string;
  address: string;
  postcode: string;
}): CustomerIdentity => customerIdentityOf(order);

/** Keeps the rows whose order names this customer. */
export const ofCustomer = <T extends Parameters<typeof identityOfOrder>[0]>(
  identity: CustomerIdentity,
  rows: readonly T[],
): T[] => rows.filter((row) => isSameCustomer(identity, identityOfOrder(row)));

/**
 * Serialises checkouts of one customer under any of their names (member id, inbox, phone,
 * address), so two accounts of one person cannot both pass a voucher's per-customer limit.
 * Locks are taken in one order, so two checkouts sharing two keys cannot deadlock. Held to the end
 * of the caller's transaction; outside one they would last a statement.
 */
export async function lockCustomer(tx: Executor, identity: CustomerIdentity): Promise<void> {
  const keys = [
    identity.userId === null ? null : `member:${identity.userId}`,
    identity.inbox === null ? null : `inbox:${identity.inbox}`,
    identity.phone === null ? null : `phone:${identity.phone}`,
    identity.address === null ? null : `address:${identity.address}`,
  ]
    .filter((key): key is string => key !== null)
    .sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_SPACE}, hashtext(${key}))`);
  }
}
