import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './products';
import { salesOrders } from './sales-orders';

/** Order lines: a snapshot of the product and its price at checkout. */
export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productKind: text('product_kind', { enum: ['product', 'combo'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    featuredGraphicUrl: text('featured_graphic_url').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    amountSen: integer('amount_sen').notNull(),
    weightGrams: integer('weight_grams').notNull(),
  },
  (table) => [index('sales_order_items_order_idx').on(table.orderId)],
);

export type SalesOrderItemRow = typeof salesOrderItems.$inferSelect;
