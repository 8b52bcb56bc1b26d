import { and, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import {
  attemptThrottles,
  auditLog,
  auditLogPersonal,
  emailOutbox,
  orderNotes,
  orderRefunds,
  voucherUses,
} from '../../db/schema';

/** What still identifies the member where their account is not the key: the text to look for. */
export interface Traces {
  /** Lower-case. */
  readonly email: string;
  /** Full names ("Nur Zulaikha") as typed on the account, orders and leads. */
  readonly names: readonly string[];
  /** Phone numbers as typed. */
  readonly phones: readonly string[];
}

export const ERASED_TEXT = 'Erased';

/** A phone's significant digits: "+60 17-111 2222" and "0171112222" both give "171112222". */
const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^(60|0)+/, '');

/** Whether a message's subject or body mentions any of the traces. */
const mentions = (traces: Traces): SQL => {
  const body = sql`lower(${emailOutbox.subject} || ' ' || ${emailOutbox.textBody} || ' ' || ${emailOutbox.htmlBody})`;
  const digits = sql`regexp_replace(${emailOutbox.subject} || ' ' || ${emailOutbox.textBody}, '[^0-9]', '', 'g')`;
  const words = [traces.email, ...traces.names.map((name) => name.toLowerCase())]
    .filter((word) => word.trim().length >= 5)
    .map((word) => sql`strpos(${body}, ${word}) > 0`);
  const numbers = [...new Set(traces.phones.map(phoneDigits))]
    .filter((number) => number.length >= 7)
    .map((number) => sql`strpos(${digits}, ${number}) > 0`);
  return (
    or(sql`lower(${emailOutbox.toAddress}) = ${traces.email}`, ...words, ...numbers) ?? sql`false`
  );
};

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
      toAddress: sql`case when lower(${emailOutbox.toAddress}) = ${traces.email} then ${placeholder} else ${emailOutbox.toAddress} end`,
      recipientKey: sql`case when lower(${emailOutbox.toAddress}) = ${traces.email} then null else ${emailOutbox.recipientKey} end`,
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
    readonly userId: number;
    readonly orderIds: readonly number[];
    readonly leadIds: readonly number[];
    readonly codes: readonly string[];
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
        about('user', [subjects.userId]),
        about('order', subjects.orderIds),
        about('contact', subjects.leadIds),
        about('referral_code', subjects.codes),
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
