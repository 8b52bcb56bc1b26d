import { sen, toAmountString } from '@nyiur/domain';
import { and, inArray, sql } from 'drizzle-orm';
import { inPayout } from '../../affiliates/affiliate-balances';
import { commissionTerms } from '../../affiliates/commission-terms';
import type { Database, Executor } from '../../db/database';
import { affiliateCommissions } from '../../db/schema';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { csvOf } from '../../http/csv';
import { affiliateViews } from './affiliate-view';

export interface PayoutRow {
  readonly code: string;
  readonly name: string;
  readonly bankName: string;
  readonly accountNumber: string;
  readonly amountSen: number;
}

/** What each affiliate's lines in a month's payout add up to, for those owed more than nothing. */
async function payoutTotals(db: Executor, month: string) {
  const { returnWindowDays } = await commissionTerms(db);
  const rows = await db
    .select({
      code: affiliateCommissions.code,
      amountSen: sql<number>`sum(${affiliateCommissions.amountSen})::int`,
    })
    .from(affiliateCommissions)
    .where(inPayout(month, returnWindowDays))
    .groupBy(affiliateCommissions.code)
    .having(sql`sum(${affiliateCommissions.amountSen}) > 0`);
  return { rows, returnWindowDays };
}

/**
 * A month's payout: one row per affiliate with a positive payable balance at the month's end.
 * A balance a clawback took to zero or below waits for later commissions.
 */
export async function payoutRows(db: Executor, month: string): Promise<PayoutRow[]> {
  const { rows } = await payoutTotals(db, month);
  if (rows.length === 0) return [];
  const views = new Map(
    (
      await affiliateViews(
        db,
        rows.map((row) => row.code),
      )
    ).map((view) => [view.code, view]),
  );
  return rows
    .map((row) => {
      const view = views.get(row.code);
      return {
        code: row.code,
        name: view?.account_holder || view?.name || '',
        bankName: view?.bank_name ?? '',
        accountNumber: view?.account_number ?? '',
        amountSen: row.amountSen,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
}

const HEADER = ['Name', 'Bank', 'Account number', 'Amount (RM)'];

/** The payout as CSV for the bank's bulk transfer. */
export function payoutCsv(rows: readonly PayoutRow[]): string {
  return csvOf(
    HEADER,
    rows.map((row) => [
      row.name,
      row.bankName,
      row.accountNumber,
      toAmountString(sen(row.amountSen)),
    ]),
  );
}

export interface PayoutPaid {
  readonly affiliates: number;
  readonly lines: number;
  readonly totalSen: number;
}

/**
 * Records a month's payout as made: the lines it was made of become paid, with the month on
 * them, and the audit log says who paid whom how much. Marking the same month again finds
 * nothing left to pay and writes nothing.
 */
export async function markPayoutPaid(
  db: Database,
  month: string,
  actor: Actor,
): Promise<PayoutPaid> {
  return db.transaction(async (tx) => {
    const { rows, returnWindowDays } = await payoutTotals(tx, month);
    if (rows.length === 0) return { affiliates: 0, lines: 0, totalSen: 0 };
    const codes = rows.map((row) => row.code);
    const paid = await tx
      .update(affiliateCommissions)
      .set({ status: 'paid', payoutMonth: month, paidAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inPayout(month, returnWindowDays), inArray(affiliateCommissions.code, codes)))
      .returning({ code: affiliateCommissions.code, amountSen: affiliateCommissions.amountSen });
    const byCode = new Map<string, number>();
    for (const line of paid) byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.amountSen);
    const totalSen = [...byCode.values()].reduce((total, value) => total + value, 0);
    await recordAudit(tx, {
      ...actor,
      action: 'affiliate.mark_payout_paid',
      entity: 'affiliate_payout',
      entityId: month,
      before: null,
      after: {
        lines: paid.length,
        total: toAmountString(sen(totalSen)),
        affiliates: Object.fromEntries(
          [...byCode].map(([code, value]) => [code, toAmountString(sen(value))]),
        ),
      },
    });
    return { affiliates: byCode.size, lines: paid.length, totalSen };
  });
}
