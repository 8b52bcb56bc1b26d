import { reviewsList } from '@nyiur/api';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviews } from '../db/schema';
import { publicCall } from '../http/call-route';
import { ok } from '../http/envelope';

/** Product reviews, newest first, a page at a time. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  publicCall(app, reviewsList, async ({ input, ctx }) => {
    const where = and(
      eq(reviews.productId, input.product_id),
      input.with_media === '1' ? isNotNull(reviews.mediaUrl) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(reviews)
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      ctx.db.select({ n: count() }).from(reviews).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    const data = rows.map((row) => ({
      id: row.id,
      name: row.authorName,
      rating: row.rating,
      comment: row.comment,
      media: row.mediaUrl ? [{ url: row.mediaUrl, type: row.mediaType ?? 'image' }] : [],
      created_at: row.createdAt.toISOString(),
      is_sample: row.isSample,
    }));
    return ok(data, 'Success', {
      current_page: input.page,
      per_page: input.per_page,
      total: totalCount,
      last_page: Math.max(1, Math.ceil(totalCount / input.per_page)),
    });
  });
}
