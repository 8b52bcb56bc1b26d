import type { Executor } from '../../db/database';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** Null for the system itself (the create-owner command). */
  readonly adminId: number | null;
  readonly actorEmail: string;
  /** Verb-noun, e.g. "order.ship", "staff.set_role". */
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | number;
  readonly before?: unknown;
  readonly after?: unknown;
  readonly ip: string;
}

/**
 * Appends one line to the audit log. Call it inside the transaction of the write it describes,
 * so the change and its record stand or fall together. The table refuses UPDATE and DELETE.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  });
}
