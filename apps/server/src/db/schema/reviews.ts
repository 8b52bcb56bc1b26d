import { REVIEW_STATUSES } from '@nyiur/domain';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { products } from './products';

/**
 * Product reviews. Rows with is_sample are our seeded sample data, not real customers. The owner
 * moderates every review: pending until approved or hidden in the back office.
 */
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
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    moderatedAt: timestampTz('moderated_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    index('reviews_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
