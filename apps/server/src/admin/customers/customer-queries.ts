import type { AdminCustomerDetail, AdminCustomerSummary } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { addresses, contacts, referralCodes, users } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';
import { leadView } from '../leads/lead-view';

const CUSTOMER_PAGE = 50;

/** The e-mail an erased member is left with: not an address anyone can register or receive at. */
export const erasedEmailOf = (userId: number): string => `erased-${userId}@invalid`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const amount = (value: number): string => toAmountString(sen(value));

/*
 * Subqueries name their tables in plain SQL: inside a select list drizzle leaves columns
 * unqualified, and "id" would then mean the inner table's.
 */
const PHONE = sql<string>`coalesce((select a.phone_no from addresses a
  where a.user_id = users.id and a.removed_at is null
  order by a.is_default desc, a.id desc limit 1), '')`;

/** Members whose name, e-mail or any saved address's or order's phone holds the search. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(users.email, like),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
    sql`exists (select 1 from addresses a where a.user_id = users.id
      and a.removed_at is null and a.phone_no like ${like})`,
    sql`exists (select 1 from sales_orders o where o.user_id = users.id and o.phone like ${like})`,
  );
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isPro: users.isPro,
  createdAt: users.createdAt,
  phone: PHONE,
  orderCount: sql<number>`(select count(*) from sales_orders o where o.user_id = users.id)`.mapWith(
    Number,
  ),
  paidSen: sql<number>`(select coalesce(sum(o.total_sen), 0) from sales_orders o
    where o.user_id = users.id and o.paid_at is not null)`.mapWith(Number),
};

type SummaryRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isPro: boolean;
  createdAt: Date;
  phone: string;
  orderCount: number;
  paidSen: number;
};

const summaryOf = (row: SummaryRow): AdminCustomerSummary => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: row.phone,
  registered_at: row.createdAt.toISOString(),
  is_pro: row.isPro,
  order_count: row.orderCount,
  paid_total: amount(row.paidSen),
  erased: row.email === erasedEmailOf(row.id),
});

/** Members newest first, 50 at a time before an id, searched by name, e-mail or phone. */
export async function listCustomers(
  db: Executor,
  input: { q?: string | undefined; before_id?: number | undefined },
): Promise<{ customers: AdminCustomerSummary[]; next_before_id: number | null }> {
  const where = [searchCondition(input.q)];
  if (input.before_id) where.push(lt(users.id, input.before_id));
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.id))
    .limit(CUSTOMER_PAGE + 1);
  const page = rows.slice(0, CUSTOMER_PAGE);
  const last = page.at(-1);
  return {
    customers: page.map(summaryOf),
    next_before_id: rows.length > CUSTOMER_PAGE && last ? last.id : null,
  };
}

/** Every member matching the search, oldest first: what the CSV holds. */
export async function allCustomers(
  db: Executor,
  q: string | undefined,
): Promise<(AdminCustomerSummary & { referred_by: string; referral_codes: string })[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      referredBy: users.referredBy,
      codes: sql<string>`coalesce((select string_agg(r.code, ' ' order by r.code)
        from referral_codes r where r.owner_user_id = users.id), '')`,
    })
    .from(users)
    .where(searchCondition(q))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    ...summaryOf(row),
    referred_by: row.referredBy,
    referral_codes: row.codes,
  }));
}

/** One member's page; 404 for an unknown id. */
export async function getCustomer(db: Executor, id: number): Promise<AdminCustomerDetail> {
  const [row] = await db
    .select({ ...summaryColumns, referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw AppError.notFound('There is no such customer.');
  const [codes, saved, orders, leads] = await Promise.all([
    db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.ownerUserId, id))
      .orderBy(asc(referralCodes.code)),
    db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, id), isNull(addresses.removedAt)))
      .orderBy(desc(addresses.isDefault), desc(addresses.id)),
    db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.userId, id))
      .orderBy(desc(salesOrders.createdAt), desc(salesOrders.id)),
    db.select().from(contacts).where(eq(contacts.email, row.email)).orderBy(desc(contacts.id)),
  ]);
  return {
    ...summaryOf(row),
    referred_by: row.referredBy,
    referral_codes: codes.map((code) => code.code),
    addresses: saved.map((address) => ({
      id: address.id,
      name: `${address.firstName} ${address.lastName}`.trim(),
      phone: address.phoneNo,
      lines: [
        address.address,
        address.address2,
        `${address.postcode} ${address.city}`.trim(),
        address.state,
        address.country,
      ].filter((line) => line.length > 0),
      is_default: address.isDefault,
    })),
    orders: orders.map((order) => ({
      id: order.id,
      ref_no: order.refNo,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      total: amount(order.totalSen),
      refunded: amount(order.refundedSen),
    })),
    leads: leads.map(leadView),
  };
}
