import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** The catalogue, upserted from @nyiur/content at every start. Money in sen, weight in grams. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceSen: integer('price_sen').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    sellable: boolean('sellable').notNull(),
    kind: text('kind', { enum: ['product', 'combo'] }).notNull(),
    featuredGraphicUrl: text('featured_graphic_url').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('products_slug_unique').on(table.slug)],
);

export type ProductRow = typeof products.$inferSelect;
