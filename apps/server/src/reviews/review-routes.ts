import { reviewsList, ok } from '@nyiur/api';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { preparedStatement } from '../db/prepared';
import { reviews } from '../db/schema';
import { publicCall, sharedReply } from '../http/call-route';

/**
 * The reviews the shop shows (the rule of `isReviewShown` in @nyiur/domain): approved ones, and
 * where samples are allowed (not in production) our sample reviews nobody has moderated yet.
 */
const shownWhere = (samplesAllowed: boolean) =>
  samplesAllowed
    ? or(
        eq(reviews.status, 'approved'),
        and(eq(reviews.isSample, true), eq(reviews.status, 'pending')),
      )
    : eq(reviews.status, 'approved');

const whereOf = (withMedia: boolean, samplesAllowed: boolean) =>
  and(
    eq(reviews.productId, sql.placeholder('productId')),
    shownWhere(samplesAllowed),
    withMedia ? isNotNull(reviews.mediaUrl) : undefined,
  );

const nameOf = (kind: string, withMedia: boolean, samplesAllowed: boolean) =>
  `${kind}${withMedia ? '_media' : ''}${samplesAllowed ? '_samples' : ''}`;

const pageQuery = (withMedia: boolean, samplesAllowed: boolean) =>
  preparedStatement((db) =>
    db
      .select()
      .from(reviews)
      .where(whereOf(withMedia, samplesAllowed))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(nameOf('reviews_page', withMedia, samplesAllowed)),
  );

const countQuery = (withMedia: boolean, samplesAllowed: boolean) =>
  preparedStatement((db) =>
    db
      .select({ n: count() })
      .from(reviews)
      .where(whereOf(withMedia, samplesAllowed))
      .prepare(nameOf('reviews_count', withMedia, samplesAllowed)),
  );

const queriesFor = (samplesAllowed: boolean) => ({
  page: { all: pageQuery(false, samplesAllowed), withMedia: pageQuery(true, samplesAllowed) },
  count: { all: countQuery(false, samplesAllowed), withMedia: countQuery(true, samplesAllowed) },
});
const queries = { withSamples: queriesFor(true), approvedOnly: queriesFor(false) };

/**
 * Product reviews the shop shows, newest first, a page at a time. A production shop shows only
 * approved reviews; elsewhere (development, the journeys) unmoderated samples too.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  publicCall(app, reviewsList, async ({ input, ctx }) => {
    const production = ctx.config.nodeEnv === 'production';
    const { page: reviewPage, count: reviewCount } = production
      ? queries.approvedOnly
      : queries.withSamples;
    const variant = input.with_media === '1' ? 'withMedia' : 'all';
    const productId = input.product_id;
    // Shown reviews change only when the back office moderates one: kept in memory until then.
    const key = [productId, variant, input.page, input.per_page].join(':');
    return ctx.publicCache.remember('reviews', key, async () => {
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
      return sharedReply(
        ok(data, 'Success', {
          current_page: input.page,
          per_page: input.per_page,
          total: totalCount,
          last_page: Math.max(1, Math.ceil(totalCount / input.per_page)),
        }),
      );
    });
  });
}
