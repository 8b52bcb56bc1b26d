import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/**
 * Mail to send. Rows are written in the same transaction as the change that causes them and sent
 * after commit by the outbox worker; `next_attempt_at` doubles as the claim lease, and
 * `claimed_by` names the worker holding it (so a worker that never heard its claim's answer takes
 * the row again at once instead of waiting out its own lease).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    /** The inbox the address reaches (see `recipientKeyOf`): what the hourly cap counts. */
    recipientKey: text('recipient_key'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    claimedBy: text('claimed_by'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_recipient_idx').on(table.toAddress, table.createdAt),
    index('email_outbox_recipient_key_idx').on(table.recipientKey, table.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
