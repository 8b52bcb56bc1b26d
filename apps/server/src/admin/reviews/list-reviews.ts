import type { AdminReview } from '@nyiur/api';
import type { ReviewStatus } from '@nyiur/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { products, reviews } from '../../db/schema';
import { reviewView } from './review-view';

const REVIEW_PAGE = 50;

/** Reviews newest first, all or of one status, 50 at a time before an id. */
export async function listReviews(
  db: Executor,
  input: { status?: ReviewStatus | undefined; before_id?: number | undefined },
): Promise<{ reviews: AdminReview[]; next_before_id: number | null }> {
  const rows = await db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        input.status ? eq(reviews.status, input.status) : undefined,
        input.before_id ? lt(reviews.id, input.before_id) : undefined,
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(REVIEW_PAGE + 1);
  const page = rows.slice(0, REVIEW_PAGE);
  const last = page.at(-1);
  return {
    reviews: page.map((row) => reviewView(row.review, row.productName)),
    next_before_id: rows.length > REVIEW_PAGE && last ? last.review.id : null,
  };
}
