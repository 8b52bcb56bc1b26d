import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  addresses,
  affiliateTerms,
  cartItems,
  contacts,
  passwordResetTokens,
  referralCodes,
  refreshTokens,
  uploads,
  users,
  type UserRow,
} from '../../db/schema';
import { replaceReferralCodes } from '../../db/affiliate-codes';
import { paymentMessages } from '../../db/schema/payment-messages';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { erasedEmailOf } from './customer-queries';
import {
  buyerTraces,
  eInvoicesOf,
  eraseAuditText,
  eraseMail,
  eraseOrderText,
  ERASED_TEXT,
  eraseThrottles,
  eraseUnacceptedEInvoices,
  eraseVoucherKeys,
  eraseVoucherTraces,
  type Traces,
} from './erase-traces';

/** What takes the place of a name or an address line on the rows the books keep. */
export const ERASED = ERASED_TEXT;

/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD = '!erased';

/** Who is erased: a member (with their leads and guest orders) or a lead without an account. */
interface Person {
  /** Lower-case. */
  readonly email: string;
  readonly member: UserRow | null;
  /** Takes the place of their e-mail on orders and mail. */
  readonly placeholder: string;
}

/**
 * The PDPA erase of one member, in one transaction: name and e-mail replaced by placeholders,
 * the password made unusable, saved addresses, cart and reset links deleted, every session
 * revoked; the leads with the same e-mail anonymised; the member's orders (and guest orders
 * placed with that e-mail) keep their amounts, dates, lines and statuses but lose the delivery
 * name, phone, address and cancel reason; card-holder fields of their gateway messages are
 * dropped. Mail to them or naming them (shop alerts too) is blanked and unsent mail cancelled;
 * staff notes and refund references on their orders, throttle counters keyed by their e-mail and
 * the personal text of audit entries about them become "Erased"; their referral codes are replaced
 * by new random ones; vouchers and e-invoices as decision 0035 says. The audit entry counts what
 * changed and holds none of the erased data. Erasing an erased member changes nothing.
 */
export async function eraseCustomer(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!member) throw AppError.notFound('There is no such customer.');
    await eraseMember(tx, member, actor);
  });
}

/**
 * The PDPA erase of a lead: everything under its e-mail, as for a member (every lead with that
 * e-mail, the guest orders placed with it, their mail, vouchers and e-invoices). When a member
 * has that e-mail, the member is erased. Erasing an erased lead changes nothing.
 */
export async function eraseLead(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    // Not locked here: the member's row is locked first, as the member's erase does, and the
    // leads' rows when they are updated; two erases at once cannot deadlock.
    const [lead] = await tx.select().from(contacts).where(eq(contacts.id, id));
    if (!lead) throw AppError.notFound('There is no such lead.');
    const email = lead.email.toLowerCase();
    if (/^erased-lead-\d+@invalid$/.test(email)) return;
    const [member] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    if (member) {
      await eraseMember(tx, member, actor);
      return;
    }
    const counts = await erasePerson(tx, {
      email,
      member: null,
      placeholder: erasedLeadEmailOf(id),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'lead.erase',
      entity: 'contact',
      entityId: id,
      before: { erased: false },
      after: { erased: true, ...counts },
    });
  });
}

/** What an erased lead's orders carry instead of the e-mail. */
const erasedLeadEmailOf = (leadId: number): string => `erased-lead-${leadId}@invalid`;

async function eraseMember(tx: Transaction, member: UserRow, actor: Actor): Promise<void> {
  const placeholder = erasedEmailOf(member.id);
  if (member.email === placeholder) return;
  const counts = await erasePerson(tx, {
    email: member.email.toLowerCase(),
    member,
    placeholder,
  });
  await recordAudit(tx, {
    ...actor,
    action: 'customer.erase',
    entity: 'user',
    entityId: member.id,
    before: { erased: false },
    after: { erased: true, ...counts },
  });
}

/** Erases one person's data everywhere; answers counts for the audit entry, nothing personal. */
async function erasePerson(tx: Transaction, person: Person): Promise<Record<string, number>> {
  const { email, member, placeholder } = person;
  const memberId = member?.id ?? null;
  const theirOrders = or(
    memberId === null ? undefined : eq(salesOrders.userId, memberId),
    sql`lower(${salesOrders.email}) = ${email}`,
  );
  const savedPhones =
    memberId === null
      ? []
      : await tx
          .select({ phone: addresses.phoneNo })
          .from(addresses)
          .where(eq(addresses.userId, memberId));
  const orderPeople = await tx
    .select({
      id: salesOrders.id,
      first: salesOrders.firstName,
      last: salesOrders.lastName,
      phone: salesOrders.phone,
      token: salesOrders.token,
    })
    .from(salesOrders)
    .where(theirOrders);
  const leadPeople = await tx
    .select({ name: contacts.name, phone: contacts.phone, code: contacts.referralCode })
    .from(contacts)
    .where(sql`lower(${contacts.email}) = ${email}`);
  const ownCodes =
    memberId === null
      ? []
      : await tx
          .select({ code: referralCodes.code })
          .from(referralCodes)
          .where(eq(referralCodes.ownerUserId, memberId));
  const codes = [
    ...ownCodes.map((row) => row.code),
    ...leadPeople.flatMap((lead) => (lead.code ? [lead.code.toUpperCase()] : [])),
  ];
  // Their own e-invoices: the buyer may have given another e-mail, and an NRIC and a TIN.
  const ownEInvoices = await eInvoicesOf(
    tx,
    orderPeople.map((order) => order.id),
  );
  const buyers = buyerTraces(ownEInvoices);
  const traces: Traces = {
    email,
    otherEmails: buyers.emails.filter((other) => other !== email),
    names: [
      ...(member ? [`${member.firstName} ${member.lastName}`] : []),
      ...orderPeople.map((order) => `${order.first} ${order.last}`),
      ...leadPeople.map((lead) => lead.name),
      ...buyers.names,
    ].map((name) => name.trim()),
    phones: [
      ...savedPhones.map((row) => row.phone),
      ...orderPeople.map((order) => order.phone),
      ...leadPeople.map((lead) => lead.phone),
      ...buyers.numbers,
    ],
    // An order's token opens its result page and its e-invoice's print link in their mail; an
    // affiliate code is named in the owners' notice of a voucher crediting it.
    words: [...buyers.words, ...orderPeople.map((order) => order.token), ...codes],
  };

  let removedAddresses = 0;
  if (member) {
    await tx
      .update(users)
      .set({
        email: placeholder,
        firstName: ERASED,
        lastName: '',
        passwordHash: UNUSABLE_PASSWORD,
        updatedAt: new Date(),
      })
      .where(eq(users.id, member.id));
    const removed = await tx
      .delete(addresses)
      .where(eq(addresses.userId, member.id))
      .returning({ id: addresses.id });
    removedAddresses = removed.length;
    await tx.delete(cartItems).where(eq(cartItems.userId, member.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));
    await tx.update(uploads).set({ originalName: '' }).where(eq(uploads.userId, member.id));
  }
  // An affiliate's payout bank details are personal data too; the commission ledger stays.
  if (codes.length > 0) {
    await tx
      .update(affiliateTerms)
      .set({ bankName: '', accountHolder: '', accountNumber: '', updatedAt: new Date() })
      .where(inArray(affiliateTerms.code, codes));
  }

  const orders = await tx
    .update(salesOrders)
    .set({
      email: placeholder,
      firstName: ERASED,
      lastName: '',
      phone: '',
      address: ERASED,
      address2: '',
      postcode: '',
      city: '',
      cancelReason: sql`case when ${salesOrders.cancelReason} is null then null else ${ERASED} end`,
      updatedAt: new Date(),
    })
    .where(theirOrders)
    .returning({ id: salesOrders.id });
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length > 0) {
    await tx
      .update(paymentMessages)
      .set({
        fields: sql`${paymentMessages.fields} - 'CCName' - 'CCNo' - 'UserName' - 'UserEmail' - 'UserContact'`,
      })
      .where(inArray(paymentMessages.orderId, orderIds));
  }

  const leads = await tx
    .update(contacts)
    .set({
      name: '',
      email: sql`'erased-lead-' || ${contacts.id} || '@invalid'`,
      // One free sample per phone: each erased one keeps a distinct placeholder.
      phone: sql`case when ${contacts.contactType} = 'free_sample'
        then 'erased-' || ${contacts.id} else '' end`,
      comments: '',
      claimTokenHash: null,
      claimExpiresAt: null,
      unsubscribedAt: sql`coalesce(${contacts.unsubscribedAt}, now())`,
    })
    .where(sql`lower(${contacts.email}) = ${email}`)
    .returning({ id: contacts.id });

  const voucherIds = await eraseVoucherTraces(tx, traces, codes);
  const mails = await eraseMail(tx, traces, placeholder);
  const eInvoicesErased = await eraseUnacceptedEInvoices(tx, ownEInvoices);
  await eraseOrderText(tx, orderIds);
  await eraseThrottles(tx, email);
  await eraseVoucherKeys(tx, email);
  const auditTexts = await eraseAuditText(tx, {
    userId: memberId,
    orderIds,
    leadIds: leads.map((lead) => lead.id),
    codes,
    eInvoiceCodes: ownEInvoices.map((row) => row.code),
    voucherIds,
  });
  const codesReplaced = await replaceReferralCodes(tx, codes);
  return {
    orders_anonymised: orders.length,
    leads_anonymised: leads.length,
    addresses_removed: removedAddresses,
    mails_erased: mails,
    audit_texts_erased: auditTexts,
    referral_codes_replaced: codesReplaced,
    vouchers_renamed_or_noted: voucherIds.length,
    e_invoices_erased: eInvoicesErased,
  };
}
