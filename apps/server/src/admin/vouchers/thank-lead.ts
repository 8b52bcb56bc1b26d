import { siteConfig } from '@nyiur/content';
import { formatMalaysianTime, formatRM, parseAmount, sen } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contacts } from '../../db/schema';
import { vouchers, type VoucherRow } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { enqueueEmail } from '../../mail/enqueue-email';
import type { MailMessage } from '../../mail/mail-message';
import { renderHtml, renderText } from '../../mail/templates/layout';
import { recordAudit } from '../../audit/record-audit';
import { randomVoucherCode } from './random-voucher-code';
import type { VoucherActor } from './save-voucher';
import { aboveCeilings, noticeVoucherChange, voucherCeilingsOf } from './voucher-ceilings';
import { adminVoucherView } from './voucher-view';

const thanksCode = () => randomVoucherCode('THANKS-');

const malaysianDate = (at: Date) => formatMalaysianTime(at, 'longDate');

export function thankYouEmail(input: {
  to: string;
  name: string;
  code: string;
  amountSen: number;
  endsAt: Date;
  shopUrl: string;
}): MailMessage {
  const heading = 'Thank you for trying our MCT';
  const block = {
    paragraphs: [
      input.name.trim() ? `Hi ${input.name.trim()},` : 'Hi,',
      `Thank you for trying a free sample. Here is ${formatRM(sen(input.amountSen))} off your first box: enter the code ${input.code} at checkout.`,
      `The code is yours alone, for one first order, until ${malaysianDate(input.endsAt)}.`,
    ],
    button: { label: 'Shop now', url: input.shopUrl },
  };
  return {
    to: input.to,
    subject: `${siteConfig.brandName}: ${formatRM(sen(input.amountSen))} off your first box`,
    text: renderText(heading, block),
    html: renderHtml(heading, block),
  };
}

export const thankLeadMessages = {
  amount: 'Enter the RM off, e.g. 10.00.',
  aboveCeiling: (ceiling: string) =>
    `The owners let staff give at most ${ceiling} off without their approval. Enter ${ceiling} or less, or ask an owner to send this code.`,
} as const;

/**
 * Thanks a free-sample lead with a single-use, first-order code of its own: the voucher, the
 * e-mail, the owners' notice and the audit entry in one transaction. The owners' ceilings apply
 * (L5): the code is e-mailed at once, so one above them is refused rather than held for approval,
 * which would send the lead a code that does not work yet. An owner is not bound by them.
 */
export async function thankLead(
  db: Database,
  input: { leadId: number; amount: string; days: number; shopUrl: string },
  voucherActor: VoucherActor,
): Promise<VoucherRow> {
  const amountSen = parseAmount(input.amount);
  if (amountSen === null || amountSen <= 0) {
    throw AppError.validation({ amount: thankLeadMessages.amount });
  }
  const { isOwner, ...actor } = voucherActor;
  return db.transaction(async (tx) => {
    const ceilings = await voucherCeilingsOf(tx);
    const above = aboveCeilings(
      { kind: 'amount_off', percent: null, amountSen, totalUses: 1 },
      ceilings,
    );
    if (!isOwner && above.length > 0) {
      throw AppError.validation({
        amount: thankLeadMessages.aboveCeiling(formatRM(sen(ceilings.maxAmountSen))),
      });
    }
    const [lead] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, input.leadId), eq(contacts.contactType, 'free_sample')));
    if (!lead) throw AppError.notFound('There is no such free-sample request.');
    const [row] = await tx
      .insert(vouchers)
      .values({
        code: thanksCode(),
        kind: 'amount_off',
        amountSen,
        totalUses: 1,
        usesPerCustomer: 1,
        firstOrderOnly: true,
        endsAt: sql`now() + make_interval(days => ${input.days})`,
        // The lead's id only: an e-mail here would outlive the lead's erase (decision 0035).
        note: `Thank-you for free-sample request ${lead.id}`,
        createdBy: actor.adminId,
      })
      .returning();
    if (!row?.endsAt) throw new Error('insert returned no voucher');
    await enqueueEmail(
      tx,
      thankYouEmail({
        to: lead.email,
        name: lead.name,
        code: row.code,
        amountSen,
        endsAt: row.endsAt,
        shopUrl: input.shopUrl,
      }),
    );
    await noticeVoucherChange(tx, row, 'created', actor.actorEmail, []);
    await recordAudit(tx, {
      ...actor,
      action: 'voucher.thank_lead',
      entity: 'voucher',
      entityId: row.id,
      after: { ...adminVoucherView(row), lead_id: lead.id },
    });
    return row;
  });
}
