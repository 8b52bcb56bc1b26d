import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { affiliateCommissions, affiliateTerms, referralCodes, users } from '../db/schema';
import { vouchers } from '../db/schema/vouchers';
import type { CommissionStatus } from '../db/schema';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import { commissionTerms } from './commission-terms';
import { isOwnPurchase } from './own-purchase';

/** Sen earned on `baseSen` at `rateBasisPoints` hundredths of a percent, to the nearest sen. */
export const commissionOf = (baseSen: number, rateBasisPoints: number): number =>
  Math.round((baseSen * rateBasisPoints) / 10_000);

/**
 * A line's status as it stands now: a held commission whose return window has passed reads as
 * released. Computed on every read, so a change of the window or of the clock is never stale.
 */
export const effectiveStatus = (
  returnWindowDays: number,
): SQL<CommissionStatus> => sql<CommissionStatus>`
  case when ${affiliateCommissions.status} = 'held'
    and ${affiliateCommissions.windowStartsAt} is not null
    and ${affiliateCommissions.windowStartsAt} <= now() - (${returnWindowDays} * interval '1 day')
  then 'released' else ${affiliateCommissions.status} end`;

/** The affiliate code a member registered with, if any (read on every paid order). */
const affiliateOfMember = preparedStatement((tx) =>
  tx
    .select({ code: referralCodes.code, owner: referralCodes.ownerUserId })
    .from(users)
    .innerJoin(referralCodes, eq(referralCodes.code, sql`upper(${users.referredBy})`))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(referralCodes.kind, 'affiliate')))
    .prepare('affiliate_of_member'),
);

/** The affiliate whose own voucher the order was paid with, if the voucher is linked to one. */
async function affiliateOfVoucher(
  tx: Transaction,
  voucherCode: string,
): Promise<{ code: string; owner: number | null } | undefined> {
  const [row] = await tx
    .select({ code: referralCodes.code, owner: referralCodes.ownerUserId })
    .from(vouchers)
    .innerJoin(referralCodes, eq(referralCodes.code, vouchers.affiliateCode))
    .where(and(eq(vouchers.code, voucherCode), eq(referralCodes.kind, 'affiliate')));
  return row;
}

/**
 * Writes the commission of an order that has just been paid: to the affiliate whose own voucher
 * it was paid with, else to the affiliate code its member registered with. The goods the shop
 * was paid for (after the voucher's discount, shipping excluded) at the code's rate, or the
 * default. Call it in the transaction that marked the order paid; the unique index keeps it to
 * one line per order even if called twice.
 */
export async function recordCommission(tx: Transaction, order: SalesOrderRow): Promise<void> {
  const referral =
    (order.voucherCode === null ? undefined : await affiliateOfVoucher(tx, order.voucherCode)) ??
    (order.userId === null
      ? undefined
      : (await affiliateOfMember(tx).execute({ userId: order.userId }))[0]);
  const baseSen = order.itemsSen - order.discountSen;
  // A free sample's goods are RM0: no commission line of nothing.
  if (!referral || baseSen <= 0) return;
  if (order.userId !== null && referral.owner === order.userId) return;
  // The affiliate buying through a second account earns nothing on it.
  if (await isOwnPurchase(tx, order, referral)) return;
  const [terms] = await tx
    .select({ rate: affiliateTerms.rateBasisPoints })
    .from(affiliateTerms)
    .where(eq(affiliateTerms.code, referral.code));
  const rate = terms?.rate ?? Math.round((await commissionTerms(tx)).defaultRatePercent * 100);
  await tx
    .insert(affiliateCommissions)
    .values({
      code: referral.code,
      orderId: order.id,
      kind: 'commission',
      status: 'held',
      amountSen: commissionOf(baseSen, rate),
      baseSen,
      rateBasisPoints: rate,
    })
    .onConflictDoNothing();
}

/** The return window starts when the shopper has the goods: completed or collected. */
async function startReturnWindow(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(affiliateCommissions)
    .set({ windowStartsAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(affiliateCommissions.orderId, orderId),
        eq(affiliateCommissions.kind, 'commission'),
        eq(affiliateCommissions.status, 'held'),
        isNull(affiliateCommissions.windowStartsAt),
      ),
    );
}

/**
 * What the commission of an order is still worth after its refunds: nothing once cancelled or
 * wholly refunded, else the full commission in proportion to what the shopper kept.
 */
const commissionDue = (order: SalesOrderRow, fullSen: number): number => {
  if (order.status === 'Cancelled' || order.status === 'Refunded') return 0;
  if (order.totalSen <= 0) return fullSen;
  return Math.round((fullSen * (order.totalSen - order.refundedSen)) / order.totalSen);
};

/**
 * Brings the commission of an order in line with a refund or cancellation. While held, the line
 * itself shrinks (or is cancelled when nothing is due). Once released or paid out, the line
 * stays as it was and a clawback line takes back the difference from the next payout.
 */
async function settleAfterRefund(tx: Transaction, order: SalesOrderRow): Promise<void> {
  const { returnWindowDays } = await commissionTerms(tx);
  const [line] = await tx
    .select({
      id: affiliateCommissions.id,
      code: affiliateCommissions.code,
      amountSen: affiliateCommissions.amountSen,
      baseSen: affiliateCommissions.baseSen,
      rate: affiliateCommissions.rateBasisPoints,
      status: effectiveStatus(returnWindowDays),
    })
    .from(affiliateCommissions)
    .where(
      and(eq(affiliateCommissions.orderId, order.id), eq(affiliateCommissions.kind, 'commission')),
    )
    .for('update');
  if (!line || line.status === 'cancelled') return;
  const due = commissionDue(order, commissionOf(line.baseSen, line.rate));
  if (line.status === 'held') {
    await tx
      .update(affiliateCommissions)
      .set(
        due === 0
          ? { status: 'cancelled', updatedAt: sql`now()` }
          : { amountSen: Math.min(due, line.amountSen), updatedAt: sql`now()` },
      )
      .where(eq(affiliateCommissions.id, line.id));
    return;
  }
  const [taken] = await tx
    .select({ sen: sql<number>`coalesce(sum(${affiliateCommissions.amountSen}), 0)::int` })
    .from(affiliateCommissions)
    .where(
      and(eq(affiliateCommissions.orderId, order.id), eq(affiliateCommissions.kind, 'clawback')),
    );
  const standing = line.amountSen + (taken?.sen ?? 0);
  if (due >= standing) return;
  if (line.status === 'released') {
    await tx
      .update(affiliateCommissions)
      .set({ status: 'released', updatedAt: sql`now()` })
      .where(eq(affiliateCommissions.id, line.id));
  }
  await tx.insert(affiliateCommissions).values({
    code: line.code,
    orderId: order.id,
    kind: 'clawback',
    status: 'released',
    amountSen: due - standing,
    baseSen: line.baseSen,
    rateBasisPoints: line.rate,
  });
}

/** What an order's change means for its affiliate commission, in the same transaction. */
export async function followOrderChange(
  tx: Transaction,
  action: string,
  order: SalesOrderRow,
): Promise<void> {
  if (action === 'complete' || action === 'collect') await startReturnWindow(tx, order.id);
  if (action === 'cancel' || action === 'refund') await settleAfterRefund(tx, order);
}
