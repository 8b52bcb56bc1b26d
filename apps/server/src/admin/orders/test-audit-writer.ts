import { auditLog } from '../../db/schema/audit-log';
import type { OrderAuditWriter } from './order-audit';

/** Appends order entries to the audit log directly: what the back office's writer does. */
export const testAuditWriter: OrderAuditWriter = async (tx, actor, entry) => {
  await tx.insert(auditLog).values({
    adminId: actor.adminId,
    actorEmail: actor.email,
    action: entry.action,
    entity: 'order',
    entityId: String(entry.orderId),
    before: entry.before,
    after: entry.after,
    ip: actor.ip,
  });
};
