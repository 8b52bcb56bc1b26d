import { describe, expect, it } from 'vitest';
import { productOfferRead, readAnswer, reviewsListRead } from './public-reads';
import { productOffer } from './product-offer';
import { reviewsList } from './reviews-list';

const offer = {
  id: 15373,
  price: '168.00',
  compare_at_price: null,
  status: 'listed',
  in_stock: true,
};
const review = {
  id: 7,
  name: 'Farah',
  rating: 5,
  comment: 'Mixes well in my morning kopi.',
  media: [{ url: '/media/reviews/7.jpg', type: 'image' }],
  created_at: '2026-11-20T08:15:00.000Z',
};
const answer = (data: unknown) => ({ code: 200, message: 'OK', data, meta: { access_token: 'x' } });

describe('the public reads of a product page (valibot)', () => {
  it('go to the paths of the contract calls they read', () => {
    expect(productOfferRead.path).toBe(productOffer.path);
    expect(reviewsListRead.path).toBe(reviewsList.path);
  });

  it('read what the contract schemas read', () => {
    expect(readAnswer(productOfferRead.answer, answer(offer)).data).toEqual(
      productOffer.response.parse(offer),
    );
    expect(readAnswer(reviewsListRead.answer, answer([review])).data).toEqual(
      reviewsList.response.parse([review]),
    );
  });

  it('refuse what the contract schemas refuse', () => {
    const wrong = [
      { ...offer, price: '168' },
      { ...offer, status: 'sold' },
      { ...offer, in_stock: 'yes' },
    ];
    for (const data of wrong) {
      expect(productOffer.response.safeParse(data).success).toBe(false);
      expect(() => readAnswer(productOfferRead.answer, answer(data))).toThrow();
    }
    const badReviews = [
      [{ ...review, rating: 6 }],
      [{ ...review, created_at: 'yesterday' }],
      [{ ...review, media: [{ url: '/a.gif', type: 'gif' }] }],
    ];
    for (const data of badReviews) {
      expect(reviewsList.response.safeParse(data).success).toBe(false);
      expect(() => readAnswer(reviewsListRead.answer, answer(data))).toThrow();
    }
    expect(() => readAnswer(productOfferRead.answer, '<html>')).toThrow();
  });
});
