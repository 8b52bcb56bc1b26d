import type { AdminReview } from '@nyiur/api';
import type { ReviewRow } from '../../db/schema';

/** A review as the back office sees it. */
export const reviewView = (row: ReviewRow, productName: string): AdminReview => ({
  id: row.id,
  product_id: row.productId,
  product_name: productName,
  author_name: row.authorName,
  rating: row.rating,
  comment: row.comment,
  is_sample: row.isSample,
  status: row.status,
  moderated_at: row.moderatedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
