import { reviewsList } from '@nyiur/api';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { preparedStatement } from '../db/prepared';
import { reviews } from '../db/schema';
import { publicCall } from '../http/call-route';
import { ok } from '../http/envelope';

const whereOf = (withMedia: boolean) =>
  and(
    eq(reviews.productId, sql.placeholder('productId')),
    withMedia ? isNotNull(reviews.mediaUrl) : undefined,
  );

const pageQuery = (withMedia: boolean) =>
  preparedStatement((db) =>
    db
      .select()
      .from(reviews)
      .where(whereOf(withMedia))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(withMedia ? 'reviews_page_media' : 'reviews_page'),
  );

const countQuery = (withMedia: boolean) =>
  preparedStatement((db) =>
    db
      .select({ n: count() })
      .from(reviews)
      .where(whereOf(withMedia))
      .prepare(withMedia ? 'reviews_count_media' : 'reviews_count'),
  );

const reviewPage = { all: pageQuery(false), withMedia: pageQuery(true) };
const reviewCount = { all: countQuery(false), withMedia: countQuery(true) };

/** Product reviews, newest first, a page at a time. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  publicCall(app, reviewsList, async ({ input, ctx }) => {
    const variant = input.with_media === '1' ? 'withMedia' : 'all';
    const productId = input.product_id;
    const [rows, [total]] = await Promise.all([
      reviewPage[variant](ctx.db).execute({
        productId,
        limit: input.per_page,
        offset: (input.page - 1) * input.per_page,
      }),
      reviewCount[variant](ctx.db).execute({ productId }),
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
