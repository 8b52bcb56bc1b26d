import { describe, expect, it } from 'vitest';
import {
  comboAvailable,
  onShelf,
  reservedLooksWrong,
  shelfCountChange,
  stockBadgeOf,
} from './stock-rules';

describe('stock rules', () => {
  it('counts held boxes as on the shelf and keeps them held after a count', () => {
    expect(onShelf(95, { reserved: 5, toShip: 0 })).toBe(100);
    // 100 counted, 5 in a Pending order: 95 stay free to sell, so nothing changes.
    expect(shelfCountChange(100, 95, { reserved: 5, toShip: 0 })).toBe(0);
    expect(shelfCountChange(90, 95, { reserved: 5, toShip: 2 })).toBe(-12);
    expect(shelfCountChange(3, 10, { reserved: 5, toShip: 0 })).toBe(-10);
  });

  it('makes a combo as available as its scarcest box allows', () => {
    expect(
      comboAvailable([
        { available: 100, quantity: 3 },
        { available: 7, quantity: 2 },
      ]),
    ).toBe(3);
    expect(comboAvailable([{ available: 0, quantity: 1 }])).toBe(0);
    expect(comboAvailable([])).toBe(0);
  });

  it('alerts on reserved boxes above 20 and above three times a day of sales', () => {
    expect(reservedLooksWrong(20, 0)).toBe(false);
    expect(reservedLooksWrong(21, 0)).toBe(true);
    expect(reservedLooksWrong(30, 10)).toBe(false);
    expect(reservedLooksWrong(31, 10)).toBe(true);
  });

  it('badges a sold-out product out of stock, not low', () => {
    expect(stockBadgeOf(0, 10)).toBe('out_of_stock');
    expect(stockBadgeOf(10, 10)).toBe('low_stock');
    expect(stockBadgeOf(11, 10)).toBe(null);
  });
});
