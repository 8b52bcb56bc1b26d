import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every back-office write: who, what, which record, before and after, from where and when.
 * Append-only: a trigger in the migration makes the database refuse UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the system itself (the create-owner command). */
    adminId: integer('admin_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.id),
    index('audit_log_created_idx').on(table.createdAt, table.id),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
