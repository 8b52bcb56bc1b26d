import { STOCK_MOVEMENT_KINDS } from '@nyiur/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt } from './columns';
import { products } from './products';
import { salesOrders } from './sales-orders';

/**
 * The stock ledger: every change of a product's `stock_on_hand`, written in the transaction that
 * makes it, so the quantities of a product add up to its stock. `admin_id` null: the shop itself
 * (checkout, payment, expiry).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Boxes added (positive) or taken (negative). */
    quantity: integer('quantity').notNull(),
    /** The product's stock free to sell once this movement was made. */
    availableAfter: integer('available_after').notNull(),
    orderId: integer('order_id').references(() => salesOrders.id),
    adminId: integer('admin_id').references(() => adminUsers.id),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('stock_movements_product_idx').on(table.productId, table.id),
    check('stock_movements_available_check', sql`${table.availableAfter} >= 0`),
  ],
);

export type StockMovementRow = typeof stockMovements.$inferSelect;

/** What is inside a combo, from @nyiur/content at every start: a combo has no stock of its own. */
export const comboItems = pgTable(
  'combo_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => products.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ name: 'combo_items_pk', columns: [table.comboId, table.productId] })],
);

/** One owner alert per product, kind and Malaysian day: inserting the row claims the e-mail. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: ['reserved'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'stock_alerts_pk', columns: [table.productId, table.kind, table.day] }),
  ],
);
