import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { auditLog } from './audit-log';
import { timestampTz } from './columns';

/**
 * The personal free text of an audit entry (a note, a cancel reason, bank details), kept beside
 * the append-only log so that a PDPA erase can blank it while the entry itself stays.
 */
export const auditLogPersonal = pgTable('audit_log_personal', {
  auditId: integer('audit_id')
    .primaryKey()
    .references(() => auditLog.id),
  before: jsonb('before'),
  after: jsonb('after'),
  erasedAt: timestampTz('erased_at'),
});
