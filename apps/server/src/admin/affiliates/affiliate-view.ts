import type { AdminAffiliate, AdminCommissionLine } from '@nyiur/api';
import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { NO_BALANCE, balancesOf } from '../../affiliates/affiliate-balances';
import { effectiveStatus } from '../../affiliates/commission-ledger';
import { commissionTerms } from '../../affiliates/commission-terms';
import type { Executor } from '../../db/database';
import {
  affiliateCommissions,
  affiliateTerms,
  contacts,
  referralCodes,
  users,
} from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';

const amount = (value: number): string => toAmountString(sen(value));
const DAY_MS = 86_400_000;
const percentOf = (basisPoints: number): number => basisPoints / 100;

/**
 * Affiliate codes with their owner, terms and balances; every code, or only the ones asked for.
 * The name is the member's who owns the code, else the approved applicant's.
 */
export async function affiliateViews(
  db: Executor,
  only?: readonly string[],
): Promise<AdminAffiliate[]> {
  const terms = await commissionTerms(db);
  const rows = await db
    .select({
      code: referralCodes.code,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      rate: affiliateTerms.rateBasisPoints,
      bankName: affiliateTerms.bankName,
      accountHolder: affiliateTerms.accountHolder,
      accountNumber: affiliateTerms.accountNumber,
    })
    .from(referralCodes)
    .leftJoin(users, eq(users.id, referralCodes.ownerUserId))
    .leftJoin(affiliateTerms, eq(affiliateTerms.code, referralCodes.code))
    .where(
      and(
        eq(referralCodes.kind, 'affiliate'),
        only ? inArray(referralCodes.code, [...only]) : undefined,
      ),
    )
    .orderBy(asc(referralCodes.code));
  const codes = rows.map((row) => row.code);
  const applicants =
    codes.length === 0
      ? []
      : await db
          .select({ code: contacts.referralCode, name: contacts.name, email: contacts.email })
          .from(contacts)
          .where(and(eq(contacts.contactType, 'affiliate'), inArray(contacts.referralCode, codes)));
  const applicantOf = new Map(applicants.map((row) => [row.code, row]));
  const balances = await balancesOf(db, codes, terms.returnWindowDays);
  return rows.map((row) => {
    const applicant = applicantOf.get(row.code);
    const memberName = [row.firstName, row.lastName].filter(Boolean).join(' ');
    const balance = balances.get(row.code) ?? NO_BALANCE;
    return {
      code: row.code,
      name: memberName || applicant?.name || '',
      email: row.email ?? applicant?.email ?? '',
      rate_percent: row.rate === null ? null : percentOf(row.rate),
      effective_rate_percent: row.rate === null ? terms.defaultRatePercent : percentOf(row.rate),
      bank_name: row.bankName ?? '',
      account_holder: row.accountHolder ?? '',
      account_number: row.accountNumber ?? '',
      held: amount(balance.heldSen),
      payable: amount(balance.payableSen),
      paid: amount(balance.paidSen),
    };
  });
}

/** One affiliate, or 404. */
export async function affiliateView(db: Executor, code: string): Promise<AdminAffiliate> {
  const [affiliate] = await affiliateViews(db, [code]);
  if (!affiliate) throw AppError.notFound('There is no such affiliate.');
  return affiliate;
}

/** Every line of a code's ledger, newest first, with its order and its status as it stands now. */
export async function commissionLines(db: Executor, code: string): Promise<AdminCommissionLine[]> {
  const { returnWindowDays } = await commissionTerms(db);
  const rows = await db
    .select({
      line: affiliateCommissions,
      status: effectiveStatus(returnWindowDays),
      refNo: salesOrders.refNo,
      orderStatus: salesOrders.status,
    })
    .from(affiliateCommissions)
    .innerJoin(salesOrders, eq(salesOrders.id, affiliateCommissions.orderId))
    .where(eq(affiliateCommissions.code, code))
    .orderBy(desc(affiliateCommissions.id));
  return rows.map(({ line, status, refNo, orderStatus }) => ({
    id: line.id,
    kind: line.kind,
    status,
    amount: amount(line.amountSen),
    base_amount: amount(line.baseSen),
    rate_percent: percentOf(line.rateBasisPoints),
    order_id: line.orderId,
    ref_no: refNo,
    order_status: orderStatus,
    created_at: line.createdAt.toISOString(),
    releases_at:
      line.kind === 'commission' && line.windowStartsAt
        ? new Date(line.windowStartsAt.getTime() + returnWindowDays * DAY_MS).toISOString()
        : null,
    payout_month: line.payoutMonth,
  }));
}
