import { describe, expect, it } from 'vitest';
import { contractMessages } from '../models/contract-messages';
import { request, response } from './add-to-cart';
import { request as removeRequest } from './remove-cart-item';

const cart = {
  amount: '396.00',
  cart_items: [
    {
      id: 1,
      qty: 2,
      amount: '396.00',
      weight: 500,
      product: {
        id: 15373,
        name: 'MCT Essentials',
        description: 'Lemon Blast',
        featured_graphic_url: null,
      },
    },
  ],
};

describe('add-to-cart', () => {
  it('accepts a product, a quantity and the optional to_add flag', () => {
    expect(request.parse({ product_id: 15373, quantity: 2, to_add: '1' })).toEqual({
      product_id: 15373,
      quantity: 2,
      to_add: '1',
    });
    expect(request.parse({ product_id: '15372', quantity: '3' })).toEqual({
      product_id: 15372,
      quantity: 3,
    });
  });

  it('rejects a zero, fractional or missing quantity and a bad product id', () => {
    for (const quantity of [0, 1.5, '0', '', undefined, 1000]) {
      const result = request.safeParse({ product_id: 15373, quantity });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        contractMessages.quantity,
      ]);
    }
    for (const product_id of [0, -1, 'abc', undefined]) {
      expect(request.safeParse({ product_id, quantity: 1 }).success).toBe(false);
    }
    expect(request.safeParse({ product_id: 15373, quantity: 1, to_add: 'yes' }).success).toBe(
      false,
    );
  });

  it('answers with the cart: amounts with two decimals, weights in whole grams', () => {
    expect(response.parse(cart)).toEqual(cart);
    expect(response.safeParse({ ...cart, amount: '396' }).success).toBe(false);
    expect(response.safeParse({ ...cart, amount: 396 }).success).toBe(false);
    const [line] = cart.cart_items;
    expect(response.safeParse({ ...cart, cart_items: [{ ...line, weight: 0.5 }] }).success).toBe(
      false,
    );
  });

  it('removes a line by its id', () => {
    expect(removeRequest.parse({ cart_item_id: '4' })).toEqual({ cart_item_id: 4 });
    expect(removeRequest.safeParse({}).success).toBe(false);
  });
});
