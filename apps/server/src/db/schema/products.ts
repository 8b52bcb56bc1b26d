import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The catalogue. @nyiur/content seeds an empty table; after that price, crossed-out price,
 * visibility, weight and stock belong to the owner (back office) and a restart never rewrites
 * them. Money in sen, weight in grams.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceSen: integer('price_sen').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** False: shown as "coming soon", cannot be bought. */
    sellable: boolean('sellable').notNull(),
    /** True: not shown to shoppers and cannot be bought. */
    hidden: boolean('hidden').notNull().default(false),
    /** The crossed-out "was" price; null when there is none. */
    compareAtPriceSen: integer('compare_at_price_sen'),
    stockOnHand: integer('stock_on_hand').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    kind: text('kind', { enum: ['product', 'combo'] }).notNull(),
    featuredGraphicUrl: text('featured_graphic_url').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    check('products_price_not_negative', sql`${table.priceSen} >= 0`),
    check('products_stock_not_negative', sql`${table.stockOnHand} >= 0`),
    check('products_low_stock_not_negative', sql`${table.lowStockThreshold} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
