import { describe, expect, it } from 'vitest';
import {
  addLineLimit,
  cartFiguresSum,
  cartSum,
  cartTotals,
  EMPTY_CART_SUM,
  lineAmount,
  lineWeight,
} from './cart';
import { messages } from './messages';
import { grams, sen } from './units';

const sachets = { quantity: 3, unitPriceSen: 6600, unitWeightGrams: 160 };

describe('lines and cart sums', () => {
  it('prices and weighs a line by the unit', () => {
    expect(lineAmount(sachets)).toBe(19800);
    expect(lineWeight(sachets)).toBe(480);
  });

  it('adds the lines of a cart', () => {
    const box = { quantity: 2, unitPriceSen: 12000, unitWeightGrams: 1000 };
    expect(cartSum([sachets, box])).toEqual({ subtotal: 43800, weight: 2480 });
    expect(cartSum([])).toEqual(EMPTY_CART_SUM);
  });

  it('reads the same sum from a cart as the API answers it', () => {
    const cart = { amount: '438.00', cart_items: [{ weight: 480 }, { weight: 2000 }] };
    expect(cartFiguresSum(cart)).toEqual({ subtotal: 43800, weight: 2480 });
    expect(cartFiguresSum(null)).toEqual(EMPTY_CART_SUM);
    expect(cartFiguresSum({ amount: 'abc', cart_items: [] }).subtotal).toBe(0);
  });
});

describe('cartTotals', () => {
  const sum = { subtotal: sen(19800), weight: grams(480) };

  it('adds West Malaysia shipping by weight to the subtotal', () => {
    const totals = cartTotals(sum, { mode: 'delivery', state: 'Selangor' });
    expect(totals).toEqual({ ...sum, shipping: 1200, total: 21000, limit: null });
  });

  it('charges East Malaysia by its own table', () => {
    expect(cartTotals(sum, { mode: 'delivery', state: 'Sabah' }).shipping).toBe(2000);
  });

  it('has no shipping for pick-up, over RM200, or before a state is chosen', () => {
    expect(cartTotals(sum, { mode: 'pickup', state: null }).shipping).toBe(0);
    expect(cartTotals(sum, { mode: 'delivery', state: null }).total).toBe(19800);
    const over = { subtotal: sen(20001), weight: grams(480) };
    expect(cartTotals(over, { mode: 'delivery', state: 'Sabah' }).shipping).toBe(0);
  });

  it('checks the limits on the total with shipping', () => {
    const edge = { subtotal: sen(299000), weight: grams(9999) };
    expect(cartTotals(edge, { mode: 'pickup', state: null }).limit).toBeNull();
    const heavy = { subtotal: sen(10000), weight: grams(10001) };
    expect(cartTotals(heavy, { mode: 'delivery', state: 'Johor' }).limit?.message).toBe(
      messages.cart.overWeight,
    );
    const dear = { subtotal: sen(300001), weight: grams(100) };
    expect(cartTotals(dear, { mode: 'pickup', state: null }).limit?.message).toBe(
      messages.cart.overAmount,
    );
  });
});

describe('addLineLimit', () => {
  it('lets a cart reach the limits exactly and refuses a sen or gram more', () => {
    const line = { quantity: 1, unitPriceSen: 19800, unitWeightGrams: 1000 };
    expect(addLineLimit({ subtotal: sen(280200), weight: grams(9000) }, line)).toBeNull();
    expect(addLineLimit({ subtotal: sen(280201), weight: grams(0) }, line)?.kind).toBe('amount');
    expect(addLineLimit({ subtotal: sen(0), weight: grams(9001) }, line)?.kind).toBe('weight');
  });
});
