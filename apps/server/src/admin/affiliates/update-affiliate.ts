import type { AdminAffiliate } from '@nyiur/api';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { affiliateTerms, referralCodes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notifyOwners } from '../../mail/notify-owners';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { affiliateView } from './affiliate-view';

/** The last four digits of an account number, the rest hidden. */
const lastFour = (accountNumber: string): string =>
  accountNumber === '' ? '(none)' : `ending ${accountNumber.slice(-4)}`;

export interface AffiliateTermsInput {
  readonly code: string;
  /** Percent; null follows the default. */
  readonly ratePercent: number | null;
  readonly bankName: string;
  readonly accountHolder: string;
  readonly accountNumber: string;
}

/** Sets an affiliate code's rate and payout bank details, with the change in the audit log. */
export async function updateAffiliate(
  db: Database,
  input: AffiliateTermsInput,
  actor: Actor,
): Promise<AdminAffiliate> {
  await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ code: referralCodes.code, kind: referralCodes.kind })
      .from(referralCodes)
      .where(eq(referralCodes.code, input.code))
      .for('update');
    if (!code || code.kind !== 'affiliate') throw AppError.notFound('There is no such affiliate.');
    const [before] = await tx
      .select()
      .from(affiliateTerms)
      .where(eq(affiliateTerms.code, code.code));
    const values = {
      rateBasisPoints: input.ratePercent === null ? null : Math.round(input.ratePercent * 100),
      bankName: input.bankName,
      accountHolder: input.accountHolder,
      accountNumber: input.accountNumber,
      updatedBy: actor.adminId,
    };
    await tx
      .insert(affiliateTerms)
      .values({ code: code.code, ...values })
      .onConflictDoUpdate({
        target: affiliateTerms.code,
        set: { ...values, updatedAt: sql`now()` },
      });
    type Terms = Omit<typeof values, 'updatedBy'>;
    const view = (terms: Terms | undefined) =>
      terms && {
        rate_percent: terms.rateBasisPoints === null ? null : terms.rateBasisPoints / 100,
        bank_name: terms.bankName,
        account_holder: terms.accountHolder,
        account_number: terms.accountNumber,
      };
    const bank = (terms: Terms | undefined) =>
      [terms?.bankName ?? '', terms?.accountHolder ?? '', terms?.accountNumber ?? ''].join('|');
    if (bank(before) !== bank(values)) {
      await notifyOwners(tx, {
        subject: `payout bank details of ${code.code} changed`,
        lines: [
          `The bank details affiliate ${code.code} is paid to were changed.`,
          `Now: ${values.bankName || '(none)'}, ${values.accountHolder || '(none)'}, account ${lastFour(values.accountNumber)}.`,
          `Before: ${before?.bankName || '(none)'}, account ${lastFour(before?.accountNumber ?? '')}.`,
        ],
        changedBy: actor.actorEmail,
      });
    }
    await recordAudit(tx, {
      ...actor,
      action: 'affiliate.update_terms',
      entity: 'referral_code',
      entityId: code.code,
      before: view(before) ?? null,
      after: view(values),
    });
  });
  return affiliateView(db, input.code);
}
