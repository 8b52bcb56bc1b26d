import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { randomCode } from '../../db/affiliate-codes';
import type { Transaction } from '../../db/database';
import {
  attemptThrottles,
  auditLog,
  auditLogPersonal,
  eInvoices,
  emailOutbox,
  orderNotes,
  orderRefunds,
  voucherUses,
  type EInvoiceRow,
} from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { vouchers } from '../../db/schema/vouchers';

/** What still identifies the member where their account is not the key: the text to look for. */
export interface Traces {
  /** Lower-case. */
  readonly email: string;
  /** Other addresses of theirs, lower-case: the one an e-invoice was sent to. */
  readonly otherEmails: readonly string[];
  /** Full names ("Nur Zulaikha") as typed on the account, orders, leads and e-invoices. */
  readonly names: readonly string[];
  /** Phone numbers as typed, and other numbers of theirs (an NRIC) matched by digits. */
  readonly phones: readonly string[];
  /** Other text that points at them: a TIN, a street line, their orders' link tokens. */
  readonly words: readonly string[];
}

export const ERASED_TEXT = 'Erased';

/** A phone's significant digits: "+60 17-111 2222" and "0171112222" both give "171112222". */
const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^(60|0)+/, '');

/** Whether a message's subject or body mentions any of the traces. */
/**
 * Whether a text (an SQL expression) mentions any of the traces; numbers are looked for in the
 * digits of `numbersIn` (not in HTML, whose colours and sizes run digits together).
 */
const textMentions = (traces: Traces, text: SQL, numbersIn: SQL = text): SQL => {
  const lower = sql`lower(${text})`;
  const digits = sql`regexp_replace(${numbersIn}, '[^0-9]', '', 'g')`;
  const words = [traces.email, ...traces.otherEmails, ...traces.names, ...traces.words]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 5)
    .map((word) => sql`strpos(${lower}, ${word}) > 0`);
  const numbers = [...new Set(traces.phones.map(phoneDigits))]
    .filter((number) => number.length >= 7)
    .map((number) => sql`strpos(${digits}, ${number}) > 0`);
  return or(...words, ...numbers) ?? sql`false`;
};

const emailsOf = (traces: Traces): string[] => [traces.email, ...traces.otherEmails];

/** Whether a message is to them, or its subject or body mentions any of the traces. */
const mentions = (traces: Traces): SQL =>
  or(
    inArray(sql`lower(${emailOutbox.toAddress})`, emailsOf(traces)),
    textMentions(
      traces,
      sql`${emailOutbox.subject} || ' ' || ${emailOutbox.textBody} || ' ' || ${emailOutbox.htmlBody}`,
      sql`${emailOutbox.subject} || ' ' || ${emailOutbox.textBody}`,
    ),
  ) ?? sql`false`;

/**
 * Mail to the member, and mail to anyone (shop alerts to the owner) that names them: the subject
 * and bodies are blanked, the address too when it is theirs; mail not sent yet is not sent.
 */
export async function eraseMail(
  tx: Transaction,
  traces: Traces,
  placeholder: string,
): Promise<number> {
  const rows = await tx
    .update(emailOutbox)
    .set({
      toAddress: sql`case when ${inArray(sql`lower(${emailOutbox.toAddress})`, emailsOf(traces))} then ${placeholder} else ${emailOutbox.toAddress} end`,
      recipientKey: sql`case when ${inArray(sql`lower(${emailOutbox.toAddress})`, emailsOf(traces))} then null else ${emailOutbox.recipientKey} end`,
      subject: ERASED_TEXT,
      textBody: '',
      htmlBody: '',
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
      lastError: sql`case when ${emailOutbox.status} = 'pending' then 'Erased on request' else ${emailOutbox.lastError} end`,
    })
    .where(and(ne(emailOutbox.subject, ERASED_TEXT), mentions(traces)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/** Staff notes and refund references on the member's orders: free text about them. */
export async function eraseOrderText(tx: Transaction, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orderNotes)
    .set({ text: ERASED_TEXT })
    .where(inArray(orderNotes.orderId, [...orderIds]));
  await tx
    .update(orderRefunds)
    .set({ reference: ERASED_TEXT })
    .where(and(inArray(orderRefunds.orderId, [...orderIds]), ne(orderRefunds.reference, '')));
}

/** Sign-in and reset counters keyed by the e-mail address (alone or with an address). */
export async function eraseThrottles(tx: Transaction, email: string): Promise<void> {
  await tx
    .delete(attemptThrottles)
    .where(sql`strpos(lower(${attemptThrottles.key}), ${email}) > 0`);
}

/** Voucher uses counted against a guest e-mail: the count stays, keyed by the use instead. */
export async function eraseVoucherKeys(tx: Transaction, email: string): Promise<void> {
  await tx
    .update(voucherUses)
    .set({ customerKey: sql`'erased:' || ${voucherUses.id}` })
    .where(sql`${voucherUses.customerKey} = ${`guest:${email}`}`);
}

const blanked = (column: typeof auditLogPersonal.before | typeof auditLogPersonal.after) =>
  sql`(select jsonb_object_agg(key, ${ERASED_TEXT}::text) from jsonb_object_keys(${column}) as key)`;

/**
 * The personal text of audit entries about the member's account, orders, leads and referral
 * codes: each value becomes "Erased", the entries themselves stay as written.
 */
export async function eraseAuditText(
  tx: Transaction,
  subjects: {
    /** Null for a lead without an account. */
    readonly userId: number | null;
    readonly orderIds: readonly number[];
    readonly leadIds: readonly number[];
    readonly codes: readonly string[];
    readonly eInvoiceCodes: readonly string[];
    readonly voucherIds: readonly number[];
  },
): Promise<number> {
  const about = (entity: string, ids: readonly (string | number)[]) =>
    ids.length === 0
      ? undefined
      : and(
          sql`${auditLog.entity} = ${entity}`,
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
        );
  const entries = tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      or(
        about('user', subjects.userId === null ? [] : [subjects.userId]),
        about('order', subjects.orderIds),
        about('contact', subjects.leadIds),
        about('referral_code', subjects.codes),
        about('e_invoice', subjects.eInvoiceCodes),
        about('voucher', subjects.voucherIds),
      ),
    );
  const rows = await tx
    .update(auditLogPersonal)
    .set({
      before: blanked(auditLogPersonal.before),
      after: blanked(auditLogPersonal.after),
      erasedAt: sql`now()`,
    })
    .where(inArray(auditLogPersonal.auditId, entries))
    .returning({ id: auditLogPersonal.auditId });
  return rows.length;
}

/** The e-invoices of the member's orders (their own, and refund notes that copy the buyer). */
export const eInvoicesOf = (
  tx: Transaction,
  orderIds: readonly number[],
): Promise<EInvoiceRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(eInvoices)
        .where(inArray(eInvoices.orderId, [...orderIds]))
        .for('update');

/** What an e-invoice's buyer details add to the traces: the buyer may have used other ones. */
export const buyerTraces = (rows: readonly EInvoiceRow[]) => {
  const buyers = rows.flatMap((row) => (row.buyer ? [row.buyer] : []));
  return {
    emails: buyers.map((buyer) => buyer.email.toLowerCase()).filter((email) => email !== ''),
    names: buyers.map((buyer) => buyer.name),
    numbers: buyers.flatMap((buyer) => [buyer.phone, buyer.idNumber]),
    words: buyers.flatMap((buyer) => [buyer.tin, buyer.idNumber, ...buyer.address.lines]),
  };
};

/**
 * Buyer details LHDN never accepted are no tax record (decision 0035): an invalid document's and
 * a queued e-invoice's that was never built, so never sent (it is dropped and its sale joins the
 * month's consolidated e-invoice; a queued refund note stays, it copies the kept invoice).
 * Documents LHDN took (submitted, valid, cancelled there) and any already built, which may be at
 * LHDN, are kept. Answers how many were erased.
 */
export async function eraseUnacceptedEInvoices(
  tx: Transaction,
  rows: readonly EInvoiceRow[],
): Promise<number> {
  // A kept one LHDN validates later must not e-mail the erased buyer its print link.
  if (rows.length > 0) {
    await tx
      .update(eInvoices)
      .set({ emailedAt: sql`coalesce(${eInvoices.emailedAt}, now())` })
      .where(
        inArray(
          eInvoices.id,
          rows.map((row) => row.id),
        ),
      );
  }
  const unaccepted = rows.filter(
    (row) =>
      row.state === 'invalid' ||
      (row.kind === 'individual' &&
        row.state === 'pending' &&
        row.documentJson === null &&
        row.claimedBy === null),
  );
  if (unaccepted.length === 0) return 0;
  await tx
    .update(eInvoices)
    .set({
      buyer: null,
      documentJson: null,
      documentHash: null,
      reasons: null,
      state: sql`case when ${eInvoices.state} = 'pending' then 'cancelled' else ${eInvoices.state} end`,
      lastError: 'Buyer details erased on request',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(
          eInvoices.id,
          unaccepted.map((row) => row.id),
        ),
        // Not claimed or built since it was read under the lock.
        or(eq(eInvoices.state, 'invalid'), isNull(eInvoices.documentJson)),
      ),
    );
  return unaccepted.length;
}

/** Words too common in Malaysian names to say a code was named after someone. */
const NAME_PARTICLES = new Set(['BIN', 'BINTI', 'BTE', 'ANAK', 'A/L', 'A/P', 'VAN', 'DER']);

/**
 * Vouchers that name the member: a note that mentions them becomes "Erased", and a code that
 * credits their affiliate code and carries a word of their name ("FARID10") is replaced by a new
 * random one on the voucher, its orders and the mail that quoted it. Answers the vouchers touched,
 * whose audit text the caller erases.
 */
export async function eraseVoucherTraces(
  tx: Transaction,
  traces: Traces,
  affiliateCodes: readonly string[],
): Promise<number[]> {
  const noted = await tx
    .update(vouchers)
    .set({ note: ERASED_TEXT, updatedAt: sql`now()` })
    .where(and(ne(vouchers.note, ''), textMentions(traces, sql`${vouchers.note}`)))
    .returning({ id: vouchers.id });
  const nameWords = [
    ...new Set(
      traces.names
        .flatMap((name) => name.toUpperCase().split(/[^A-Z/]+/))
        .filter((word) => word.length >= 3 && !NAME_PARTICLES.has(word)),
    ),
  ];
  const crediting =
    affiliateCodes.length === 0 || nameWords.length === 0
      ? []
      : await tx
          .select({ id: vouchers.id, code: vouchers.code })
          .from(vouchers)
          .where(inArray(vouchers.affiliateCode, [...affiliateCodes]));
  const named = crediting.filter((voucher) =>
    nameWords.some((word) => voucher.code.replace(/[^A-Z]/g, '').includes(word)),
  );
  for (const voucher of named) {
    const next = await freeVoucherCode(tx);
    await tx
      .update(vouchers)
      .set({ code: next, updatedAt: sql`now()` })
      .where(eq(vouchers.id, voucher.id));
    await tx
      .update(salesOrders)
      .set({ voucherCode: next })
      .where(eq(salesOrders.voucherCode, voucher.code));
    const swap = (
      column:
        typeof emailOutbox.subject | typeof emailOutbox.textBody | typeof emailOutbox.htmlBody,
    ) => sql`replace(${column}, ${voucher.code}, ${next})`;
    await tx
      .update(emailOutbox)
      .set({
        subject: swap(emailOutbox.subject),
        textBody: swap(emailOutbox.textBody),
        htmlBody: swap(emailOutbox.htmlBody),
      })
      .where(
        sql`strpos(${emailOutbox.subject} || ${emailOutbox.textBody} || ${emailOutbox.htmlBody}, ${voucher.code}) > 0`,
      );
  }
  return [...new Set([...noted.map((row) => row.id), ...named.map((row) => row.id)])];
}

/** A random voucher code no voucher has. */
async function freeVoucherCode(tx: Transaction): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = randomCode();
    const [taken] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.code, code));
    if (!taken) return code;
  }
  throw new Error('could not find a free voucher code');
}
