import type { AdminReview } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { products, reviews } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { reviewView } from './review-view';

/**
 * Approves (shows on the shop) or hides a review, audit-logged in the same transaction. Either
 * answer can follow the other; repeating the current one changes nothing and logs nothing.
 */
export async function moderateReview(
  ctx: AppContext,
  id: number,
  status: 'approved' | 'hidden',
  actor: Actor,
): Promise<AdminReview> {
  const review = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw AppError.notFound('There is no such review.');
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, before.productId));
    const productName = product?.name ?? '';
    if (before.status === status) return reviewView(before, productName);
    const [after] = await tx
      .update(reviews)
      .set({ status, moderatedAt: new Date() })
      .where(eq(reviews.id, before.id))
      .returning();
    if (!after) throw new Error('update returned nothing');
    await recordAudit(tx, {
      ...actor,
      action: status === 'approved' ? 'review.approve' : 'review.hide',
      entity: 'review',
      entityId: after.id,
      before: { status: before.status },
      after: { status: after.status, is_sample: after.isSample },
    });
    return reviewView(after, productName);
  });
  // After the commit: the shop's review lists on every node show the change from now on.
  ctx.publicCache.changed('reviews');
  return review;
}
