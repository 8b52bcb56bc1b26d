import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './products';

/** Product reviews. Rows with is_sample are our seeded sample data, not real customers. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    mediaUrl: text('media_url'),
    mediaType: text('media_type', { enum: ['image', 'video'] }),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_product_created_idx').on(table.productId, table.createdAt)],
);
