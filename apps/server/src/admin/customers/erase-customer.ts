import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  addresses,
  affiliateTerms,
  cartItems,
  contacts,
  emailOutbox,
  passwordResetTokens,
  referralCodes,
  refreshTokens,
  users,
} from '../../db/schema';
import { paymentMessages } from '../../db/schema/payment-messages';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';
import { recordAudit, type AuditEntry } from '../core/record-audit';
import { erasedEmailOf } from './customer-queries';

type Actor = Pick<AuditEntry, 'adminId' | 'actorEmail' | 'ip'>;

/** What takes the place of a name or an address line on the rows the books keep. */
export const ERASED = 'Erased';

/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD = '!erased';

/**
 * The PDPA erase of one member, in one transaction: name and e-mail replaced by placeholders,
 * the password made unusable, saved addresses, cart and reset links deleted, every session
 * revoked; the leads with the same e-mail anonymised; the member's orders (and guest orders
 * placed with that e-mail) keep their amounts, dates, lines and statuses but lose the delivery
 * name, phone and address; card-holder fields of their gateway messages are dropped, and mail
 * not yet sent to the address is cancelled. The audit entry counts what changed and holds none
 * of the erased data. Erasing an erased member changes nothing.
 */
export async function eraseCustomer(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!member) throw AppError.notFound('There is no such customer.');
    const placeholder = erasedEmailOf(member.id);
    if (member.email === placeholder) return;
    const email = member.email;

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
    const removedAddresses = await tx
      .delete(addresses)
      .where(eq(addresses.userId, member.id))
      .returning({ id: addresses.id });
    await tx.delete(cartItems).where(eq(cartItems.userId, member.id));
    // An affiliate's payout bank details are personal data too; the commission ledger stays.
    await tx
      .update(affiliateTerms)
      .set({ bankName: '', accountHolder: '', accountNumber: '', updatedAt: new Date() })
      .where(
        inArray(
          affiliateTerms.code,
          tx
            .select({ code: referralCodes.code })
            .from(referralCodes)
            .where(eq(referralCodes.ownerUserId, member.id)),
        ),
      );
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, member.id), isNull(refreshTokens.revokedAt)));

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
        updatedAt: new Date(),
      })
      .where(or(eq(salesOrders.userId, member.id), sql`lower(${salesOrders.email}) = ${email}`))
      .returning({ id: salesOrders.id });
    const orderIds = orders.map((order) => order.id);
    if (orderIds.length > 0) {
      await tx
        .update(paymentMessages)
        .set({ fields: sql`${paymentMessages.fields} - 'CCName' - 'CCNo'` })
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
      .where(eq(contacts.email, email))
      .returning({ id: contacts.id });

    await tx
      .update(emailOutbox)
      .set({
        toAddress: placeholder,
        subject: ERASED,
        textBody: '',
        htmlBody: '',
        status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
        lastError: sql`case when ${emailOutbox.status} = 'pending' then 'Erased on request' else ${emailOutbox.lastError} end`,
      })
      .where(sql`lower(${emailOutbox.toAddress}) = ${email}`);

    await recordAudit(tx, {
      ...actor,
      action: 'customer.erase',
      entity: 'user',
      entityId: member.id,
      before: { erased: false },
      after: {
        erased: true,
        orders_anonymised: orders.length,
        leads_anonymised: leads.length,
        addresses_removed: removedAddresses.length,
      },
    });
  });
}
