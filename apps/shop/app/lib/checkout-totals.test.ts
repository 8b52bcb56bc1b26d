import { describe, expect, it } from 'vitest';
import type { Cart } from '@nyiur/api';
import { sen } from '@nyiur/domain';
import { checkoutTotals } from './checkout-totals';

const cart = (amount: string, weights: number[]): Cart => ({
  amount,
  cart_items: weights.map((weight, index) => ({
    id: index + 1,
    qty: 1,
    amount: '198.00',
    weight,
    product: { id: 15373, name: 'MCT Essentials', description: '', featured_graphic_url: null },
  })),
});

describe('checkoutTotals', () => {
  it('adds West Malaysia shipping under RM200 and none for pick-up', () => {
    const delivery = checkoutTotals(cart('198.00', [160]), 'delivery', 'Selangor');
    expect(delivery.shipping).toBe(1200);
    expect(delivery.total).toBe(21000);
    expect(checkoutTotals(cart('198.00', [160]), 'pickup', '').shipping).toBe(0);
  });

  it('ships free over RM200 and reports the weight limit over 10 kg', () => {
    const heavy = checkoutTotals(cart('396.00', [6000, 4500]), 'delivery', 'Sabah');
    expect(heavy.shipping).toBe(0);
    expect(heavy.weight).toBe(10500);
    expect(heavy.limit).toBe('Exceed maximum weight(10kg) per order. Please reduce your quantity.');
  });

  it('reports the RM3000 limit on the total', () => {
    expect(checkoutTotals(cart('3168.00', [1000]), 'delivery', 'Selangor').limit).toBe(
      'Exceed maximum RM3000 per transaction. Please reduce your quantity.',
    );
  });

  it('takes the voucher off the goods and judges free delivery after it', () => {
    const twoBoxes = cart('396.00', [160, 160]);
    const off = {
      code: 'RAYA200',
      kind: 'amount_off' as const,
      discount: sen(20000),
      shippingCap: null,
    };
    expect(checkoutTotals(twoBoxes, 'delivery', 'Selangor', off)).toMatchObject({
      subtotal: 39600,
      shipping: 1200,
      total: 20800,
      voucher: { code: 'RAYA200', discount: 20000, shippingBefore: 1200 },
    });
  });

  it('strikes the fee out with a free-shipping voucher', () => {
    const free = {
      code: 'POSFREE',
      kind: 'free_shipping' as const,
      discount: sen(0),
      shippingCap: null,
    };
    expect(checkoutTotals(cart('198.00', [160]), 'delivery', 'Sabah', free)).toMatchObject({
      shipping: 0,
      total: 19800,
      voucher: { code: 'POSFREE', discount: 0, shippingBefore: 2000 },
    });
  });

  it('takes a capped free-shipping voucher off the fee, up to its cap', () => {
    const capped = {
      code: 'POSLAJU5',
      kind: 'free_shipping' as const,
      discount: sen(0),
      shippingCap: sen(500),
    };
    expect(checkoutTotals(cart('198.00', [160]), 'delivery', 'Sabah', capped)).toMatchObject({
      shipping: 1500,
      total: 21300,
      voucher: { code: 'POSLAJU5', discount: 0, shippingBefore: 2000 },
    });
  });
});
