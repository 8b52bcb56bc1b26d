import { sen, toAmountString } from '@nyiur/domain';
import { and, asc, eq, like, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { adminUsers } from '../../db/schema/admin-users';
import { auditLog } from '../../db/schema/audit-log';
import { withPersonalText } from '../../audit/record-audit';
import { orderNotes, orderRefunds } from '../../db/schema/order-fulfilment';
import { paymentMessages } from '../../db/schema/payment-messages';
import { loadAdminOrderDetail } from './admin-order-detail';

const iso = (date: Date | null): string => (date ?? new Date(0)).toISOString();

/**
 * The order page: the order, every gateway message about it (callbacks and re-queries, as
 * received), the e-mails it caused, notes, refunds and its audit trail. Undefined: no such order.
 */
export async function getAdminOrder(db: Executor, id: number) {
  const order = await loadAdminOrderDetail(db, id);
  if (!order) return undefined;
  const [messages, emails, notes, refunds, written] = await Promise.all([
    db
      .select()
      .from(paymentMessages)
      .where(eq(paymentMessages.orderId, id))
      .orderBy(asc(paymentMessages.id)),
    db
      .select()
      .from(emailOutbox)
      .where(
        and(
          like(emailOutbox.subject, `%${order.ref_no}%`),
          or(eq(emailOutbox.toAddress, order.email), like(emailOutbox.subject, '%New order%')),
        ),
      )
      .orderBy(asc(emailOutbox.id)),
    db
      .select({ note: orderNotes, by: adminUsers.name, byEmail: adminUsers.email })
      .from(orderNotes)
      .leftJoin(adminUsers, eq(adminUsers.id, orderNotes.adminId))
      .where(eq(orderNotes.orderId, id))
      .orderBy(asc(orderNotes.id)),
    db
      .select({ refund: orderRefunds, by: adminUsers.name, byEmail: adminUsers.email })
      .from(orderRefunds)
      .leftJoin(adminUsers, eq(adminUsers.id, orderRefunds.recordedBy))
      .where(eq(orderRefunds.orderId, id))
      .orderBy(asc(orderRefunds.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id)),
  ]);
  const trail = await withPersonalText(db, written);
  return {
    order,
    payments: messages.map((message) => ({
      channel: message.channel,
      at: message.createdAt.toISOString(),
      outcome: message.outcome,
      status: message.fields['Status'] ?? '',
      trans_id: message.fields['TransId'] ?? '',
      payment_id: message.fields['PaymentId'] ?? '',
      amount: message.fields['Amount'] ?? '',
    })),
    emails: emails.map((email) => ({
      to: email.toAddress,
      subject: email.subject,
      status: email.status,
      at: iso(email.sentAt ?? email.createdAt),
    })),
    notes: notes.map(({ note, by, byEmail }) => ({
      id: note.id,
      by: by || byEmail || '',
      text: note.text,
      at: note.createdAt.toISOString(),
    })),
    refunds: refunds.map(({ refund, by, byEmail }) => ({
      amount: toAmountString(sen(refund.amountSen)),
      method: refund.method,
      reference: refund.reference,
      by: by || byEmail || '',
      at: refund.createdAt.toISOString(),
    })),
    trail: trail.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor_email: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
    })),
  };
}
