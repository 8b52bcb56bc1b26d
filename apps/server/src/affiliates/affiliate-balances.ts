import { startOfMalaysianDay } from '@nyiur/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { affiliateCommissions } from '../db/schema';
import { effectiveStatus } from './commission-ledger';

export interface AffiliateBalance {
  /** In the return window. */
  readonly heldSen: number;
  /** Released and not yet paid out, clawbacks taken off. */
  readonly payableSen: number;
  readonly paidSen: number;
}

export const NO_BALANCE: AffiliateBalance = { heldSen: 0, payableSen: 0, paidSen: 0 };

/** Each code's held, payable and paid commission, as the ledger stands now. */
export async function balancesOf(
  db: Executor,
  codes: readonly string[],
  returnWindowDays: number,
): Promise<Map<string, AffiliateBalance>> {
  if (codes.length === 0) return new Map();
  const status = effectiveStatus(returnWindowDays);
  const sum = (wanted: string) =>
    sql<number>`coalesce(sum(${affiliateCommissions.amountSen}) filter (where ${status} = ${wanted}), 0)::int`;
  const rows = await db
    .select({
      code: affiliateCommissions.code,
      heldSen: sum('held'),
      payableSen: sum('released'),
      paidSen: sum('paid'),
    })
    .from(affiliateCommissions)
    .where(inArray(affiliateCommissions.code, [...codes]))
    .groupBy(affiliateCommissions.code);
  return new Map(rows.map(({ code, ...balance }) => [code, balance]));
}

/** The first moment of the month after `month` (YYYY-MM), Malaysian time. */
export const payoutCutoff = (month: string): Date => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return startOfMalaysianDay(new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10));
};

/**
 * The lines a month's payout settles: commissions whose return window ended before the month
 * was over, and clawbacks written before then, none of them paid yet.
 */
export const inPayout = (month: string, returnWindowDays: number) => {
  const cutoff = payoutCutoff(month).toISOString();
  return and(
    eq(effectiveStatus(returnWindowDays), 'released'),
    sql`case when ${affiliateCommissions.kind} = 'commission'
      then ${affiliateCommissions.windowStartsAt} + (${returnWindowDays} * interval '1 day')
      else ${affiliateCommissions.createdAt} end < ${cutoff}::timestamptz`,
  );
};
