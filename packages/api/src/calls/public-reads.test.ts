import { describe, expect, it } from 'vitest';
import {
  productOfferRead,
  readAnswer,
  readFailure,
  reviewsListRead,
  usersOptionRead,
} from './public-reads';
import { productOffer } from './product-offer';
import { reviewsList } from './reviews-list';
import { usersOption } from './users-option';

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
const options = {
  countries: [{ name: 'Malaysia', states: ['Selangor', 'Sabah'] }],
  pickup_locations: [{ id: 1, venue: 'Nyiur HQ, Petaling Jaya' }],
  cart: {
    amount: '0.00',
    cart_items: [
      {
        id: 3,
        qty: 1,
        amount: '0.00',
        weight: 150,
        product: {
          id: 15372,
          name: 'MCT LeanEssentials',
          description: '',
          featured_graphic_url: null,
        },
      },
    ],
  },
};
const answer = (data: unknown) => ({ code: 200, message: 'OK', data, meta: { access_token: 'x' } });

describe('the public reads of a product page (valibot)', () => {
  it('go to the paths of the contract calls they read', () => {
    expect(productOfferRead.path).toBe(productOffer.path);
    expect(usersOptionRead.path).toBe(usersOption.path);
    expect(reviewsListRead.path).toBe(reviewsList.path);
  });

  it('read what the contract schemas read', () => {
    expect(readAnswer(productOfferRead.answer, answer(offer)).data).toEqual(
      productOffer.response.parse(offer),
    );
    expect(readAnswer(reviewsListRead.answer, answer([review])).data).toEqual(
      reviewsList.response.parse([review]),
    );
    expect(readAnswer(usersOptionRead.answer, answer(options)).data).toEqual(
      usersOption.response.parse(options),
    );
    const noCart = { ...options, cart: null };
    expect(readAnswer(usersOptionRead.answer, answer(noCart)).data).toEqual(noCart);
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
    const badOptions = [
      { ...options, cart: { ...options.cart, amount: 0 } },
      { ...options, pickup_locations: [{ id: 0, venue: 'Nowhere' }] },
    ];
    for (const data of badOptions) {
      expect(usersOption.response.safeParse(data).success).toBe(false);
      expect(() => readAnswer(usersOptionRead.answer, answer(data))).toThrow();
    }
    expect(() => readAnswer(productOfferRead.answer, '<html>')).toThrow();
  });

  it("read a refusal's code, message and field messages, and nothing from what is not an answer", () => {
    const refusal = {
      code: 422,
      message: 'The given data was invalid.',
      data: { errors: { contact_id: 'Please sign up again.' } },
    };
    expect(readFailure(refusal)).toEqual({
      code: 422,
      message: 'The given data was invalid.',
      errors: { contact_id: 'Please sign up again.' },
    });
    expect(readFailure({ code: 500, message: 'Something went wrong', data: null })).toEqual({
      code: 500,
      message: 'Something went wrong',
      errors: {},
    });
    expect(readFailure('<html>')).toBeNull();
    expect(readFailure({ message: 'no code' })).toBeNull();
  });
});
