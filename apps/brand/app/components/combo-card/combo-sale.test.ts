import { describe, expect, it } from 'vitest';
import { comboSale } from './combo-sale';

describe('comboSale', () => {
  it('offers a price only for a combo the owner has put on sale', () => {
    expect(comboSale({ price: '376.00', status: 'listed', in_stock: true })).toEqual({
      kind: 'for-sale',
      price: 37600,
      inStock: true,
    });
    expect(comboSale({ price: '376.00', status: 'listed', in_stock: false })).toEqual({
      kind: 'for-sale',
      price: 37600,
      inStock: false,
    });
  });

  it('says "coming soon" with no price for a combo not for sale, and leaves a hidden one out', () => {
    expect(comboSale({ price: '376.00', status: 'not_for_sale', in_stock: true })).toEqual({
      kind: 'coming-soon',
    });
    expect(comboSale({ price: '899.00', status: 'hidden', in_stock: true })).toEqual({
      kind: 'hidden',
    });
  });

  it('offers nothing before the server has answered', () => {
    expect(comboSale(undefined)).toEqual({ kind: 'unknown' });
  });
});
