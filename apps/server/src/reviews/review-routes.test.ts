import { contractMessages, reviewsList } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { post } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

describe.each(testDrivers())('reviews on %s', (driver) => {
  const t = useTestApp(driver);

  it('lists the seeded sample reviews newest first, with paging meta', async () => {
    const answer = await post(t().app, reviewsList.path, { product_id: 15373 });
    expect(answer.status).toBe(200);
    const data = reviewsList.response.parse(answer.body.data);
    expect(data.length).toBe(3);
    const times = data.map((review) => Date.parse(review.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((answer.body.data as { is_sample: boolean }[]).every((review) => review.is_sample)).toBe(
      true,
    );
    expect(reviewsList.meta.parse(answer.body.meta)).toEqual({
      current_page: 1,
      per_page: 10,
      total: 3,
      last_page: 1,
    });
  });

  it('pages and filters to reviews with media', async () => {
    await t()
      .database.db.insert(reviews)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          productId: 15372,
          authorName: `Reader ${index}`,
          rating: 4,
          comment: `Review ${index}`,
          status: 'approved' as const,
          createdAt: new Date(Date.now() + index * 1000),
        })),
      );
    // Not yet approved: the shop does not show it.
    await t()
      .database.db.insert(reviews)
      .values({
        productId: 15372,
        authorName: 'Waiting',
        rating: 1,
        comment: 'Pending review',
        mediaUrl: '/media/x.svg',
        createdAt: new Date(Date.now() + 60_000),
      });
    const page = await post(t().app, reviewsList.path, { product_id: 15372, page: 2, per_page: 3 });
    expect(page.body.meta).toEqual({ current_page: 2, per_page: 3, total: 7, last_page: 3 });
    expect(reviewsList.response.parse(page.body.data)).toHaveLength(3);
    const first = await post(t().app, reviewsList.path, { product_id: 15372, per_page: '1' });
    expect((first.body.data as { comment: string }[])[0]?.comment).toBe('Review 4');

    const media = await post(t().app, reviewsList.path, { product_id: 15372, with_media: '1' });
    const withMedia = reviewsList.response.parse(media.body.data);
    expect(withMedia).toHaveLength(1);
    expect(withMedia[0]?.media[0]?.type).toBe('image');
  });

  it('validates product, page and page size', async () => {
    const empty = await post(t().app, reviewsList.path, {});
    expect(empty.body.data).toEqual({ errors: { product_id: contractMessages.product } });
    const big = await post(t().app, reviewsList.path, { product_id: 15373, per_page: 500 });
    expect(big.status).toBe(422);
    expect(Object.keys((big.body.data as { errors: object }).errors)).toEqual(['per_page']);
    expect((await post(t().app, reviewsList.path, '{x')).status).toBe(400);
  });
});
