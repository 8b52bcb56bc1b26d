import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { adminUsers } from './admin-users';
import { salesOrders } from './sales-orders';

/** The parcel of a delivery order: one per order. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    courier: text('courier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** EasyParcel's tracking page of a parcel booked there; null for one typed in. */
    trackingUrl: text('tracking_url'),
    shippedBy: integer('shipped_by').references(() => adminUsers.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_shipments_order_unique').on(table.orderId),
    index('order_shipments_tracking_idx').on(table.trackingNumber),
  ],
);
export type OrderShipmentRow = typeof orderShipments.$inferSelect;

/** Refunds made in the gateway's portal or by bank transfer, recorded here for the books. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    amountSen: integer('amount_sen').notNull(),
    method: text('method', { enum: ['ipay88_portal', 'bank_transfer'] }).notNull(),
    reference: text('reference').notNull(),
    recordedBy: integer('recorded_by').references(() => adminUsers.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_positive', sql`${table.amountSen} > 0`),
  ],
);
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** Staff notes on an order ("customer asked to hold until Friday"). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    adminId: integer('admin_id').references(() => adminUsers.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.id)],
);
export type OrderNoteRow = typeof orderNotes.$inferSelect;
