import { formatMalaysianTime, formatRM, parseAmount, sen, type Locale } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contacts } from '../../db/schema';
import { vouchers, type VoucherRow } from '../../db/schema/vouchers';
import { AppError } from '../../http/app-error';
import { enqueueEmail } from '../../mail/enqueue-email';
import type { MailMessage } from '../../mail/mail-message';
import { brandMail, siteLink } from '../../mail/templates/layout';
import { recordAudit } from '../../audit/record-audit';
import { randomVoucherCode } from './random-voucher-code';
import type { VoucherActor } from './save-voucher';
import { aboveCeilings, noticeVoucherChange, voucherCeilingsOf } from './voucher-ceilings';
import { adminVoucherView } from './voucher-view';

const thanksCode = () => randomVoucherCode('THANKS-');

const COPY = {
  en: {
    subject: (off: string) => `${off} off your first box`,
    heading: 'Thank you for trying our MCT',
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    offer: (off: string, code: string) =>
      `Thank you for trying a free sample. Here is ${off} off your first box: enter the code ${code} at checkout.`,
    until: (date: string) => `The code is yours alone, for one first order, until ${date}.`,
    button: 'Shop now',
  },
  ms: {
    subject: (off: string) => `potongan ${off} untuk kotak pertama anda`,
    heading: 'Terima kasih kerana mencuba MCT kami',
    hello: (name: string) => (name ? `Hai ${name},` : 'Hai,'),
    offer: (off: string, code: string) =>
      `Terima kasih kerana mencuba sampel percuma kami. Ini potongan ${off} untuk kotak pertama anda: masukkan kod ${code} semasa membuat bayaran.`,
    until: (date: string) =>
      `Kod ini untuk anda seorang sahaja, bagi satu pesanan pertama, sehingga ${date}.`,
    button: 'Beli sekarang',
  },
} as const;

/** The thank-you to a free-sample lead, in the language the sample was asked for in. */
export function thankYouEmail(input: {
  to: string;
  name: string;
  code: string;
  amountSen: number;
  endsAt: Date;
  shopUrl: string;
  locale: Locale;
}): MailMessage {
  const copy = COPY[input.locale];
  const off = formatRM(sen(input.amountSen));
  return brandMail(
    input.to,
    copy.subject(off),
    copy.heading,
    {
      paragraphs: [
        copy.hello(input.name.trim()),
        copy.offer(off, input.code),
        copy.until(formatMalaysianTime(input.endsAt, 'longDate', input.locale)),
      ],
      button: { label: copy.button, url: input.shopUrl },
    },
    input.locale,
  );
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
  input: { leadId: number; amount: string; days: number; baseUrl: string },
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
        shopUrl: siteLink(input.baseUrl, '/products', lead.locale),
        locale: lead.locale,
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
