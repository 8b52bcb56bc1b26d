import { describe, expect, it } from 'vitest';
import { request as reviewsRequest, meta as reviewsMeta } from './reviews-list';

describe('reviews-list', () => {
  it('defaults paging and caps the page size', () => {
    expect(reviewsRequest.parse({ product_id: 15373 })).toEqual({
      product_id: 15373,
      with_media: '0',
      page: 1,
      per_page: 10,
    });
    expect(
      reviewsRequest.parse({ product_id: '15373', with_media: '1', page: '2', per_page: 5 }),
    ).toMatchObject({
      page: 2,
      per_page: 5,
    });
    expect(reviewsRequest.safeParse({ product_id: 15373, per_page: 51 }).success).toBe(false);
    expect(reviewsRequest.safeParse({ product_id: 15373, page: 0 }).success).toBe(false);
  });

  it('answers pagination in meta', () => {
    expect(
      reviewsMeta.safeParse({ current_page: 1, per_page: 10, total: 0, last_page: 1 }).success,
    ).toBe(true);
    expect(reviewsMeta.safeParse({ current_page: 1 }).success).toBe(false);
  });
});
