import { describe, expect, it } from 'vitest';
import { isForSale, isLowStock, productStatusOf, visibilityOf } from './catalogue-status';

describe('product status', () => {
  it('turns the two flags into one status and back', () => {
    expect(productStatusOf({ hidden: false, sellable: true })).toBe('listed');
    expect(productStatusOf({ hidden: false, sellable: false })).toBe('not_for_sale');
    expect(productStatusOf({ hidden: true, sellable: true })).toBe('hidden');
    for (const status of ['listed', 'hidden', 'not_for_sale'] as const) {
      expect(productStatusOf(visibilityOf(status))).toBe(status);
    }
  });

  it('sells only listed products', () => {
    expect(isForSale({ hidden: false, sellable: true })).toBe(true);
    expect(isForSale({ hidden: true, sellable: true })).toBe(false);
    expect(isForSale({ hidden: false, sellable: false })).toBe(false);
  });

  it('calls stock low at or under the threshold', () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });
});
