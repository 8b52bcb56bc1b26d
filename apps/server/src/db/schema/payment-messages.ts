import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { salesOrders } from './sales-orders';

/**
 * Every message from the payment gateway, kept as received, forged ones included, with what we
 * made of it. Written before the message is acted on.
 */
export const paymentMessages = pgTable(
  'payment_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').references(() => salesOrders.id, { onDelete: 'set null' }),
    refNo: text('ref_no').notNull().default(''),
    channel: text('channel', { enum: ['response', 'backend', 'requery'] }).notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** What the message did: paid, duplicate, failed-attempt, or why it was refused. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_messages_order_idx').on(table.orderId)],
);

export type PaymentMessageRow = typeof paymentMessages.$inferSelect;
