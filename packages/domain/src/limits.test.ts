import { describe, expect, it } from 'vitest';
import { MAX_ORDER_WEIGHT, MAX_TRANSACTION, checkAddToCart, checkCheckout } from './limits';
import { grams, sen } from './units';

const WEIGHT = 'Exceed maximum weight(10kg) per order. Please reduce your quantity.';
const AMOUNT = 'Exceed maximum RM3000 per transaction. Please reduce your quantity.';

describe('checkCheckout', () => {
  it('allows exactly 10 kg and exactly RM3,000', () => {
    expect(MAX_ORDER_WEIGHT).toBe(10000);
    expect(MAX_TRANSACTION).toBe(300000);
    expect(checkCheckout({ total: sen(300000), weight: grams(10000) })).toBeNull();
  });
  it('refuses 10,001 g with the weight message', () => {
    expect(checkCheckout({ total: sen(100), weight: grams(10001) })).toEqual({
      kind: 'weight',
      message: WEIGHT,
    });
  });
  it('refuses RM3,000.01 with the amount message', () => {
    expect(checkCheckout({ total: sen(300001), weight: grams(1) })).toEqual({
      kind: 'amount',
      message: AMOUNT,
    });
  });
  it('refuses non-finite figures instead of letting them through', () => {
    expect(checkCheckout({ total: sen(Number.NaN), weight: grams(1) })?.kind).toBe('amount');
    expect(checkCheckout({ total: sen(1), weight: grams(Number.NaN) })?.kind).toBe('weight');
  });
});

describe('checkAddToCart', () => {
  const base = {
    cartAmount: sen(0),
    cartWeight: grams(0),
    lineAmount: sen(0),
    lineWeight: grams(0),
  };
  it('adds the new line to the current cart', () => {
    expect(checkAddToCart({ ...base, cartAmount: sen(280200), lineAmount: sen(19800) })).toBeNull();
    expect(checkAddToCart({ ...base, cartAmount: sen(280201), lineAmount: sen(19800) })).toEqual({
      kind: 'amount',
      message: AMOUNT,
    });
    expect(
      checkAddToCart({ ...base, cartWeight: grams(9000), lineWeight: grams(1000) }),
    ).toBeNull();
    expect(checkAddToCart({ ...base, cartWeight: grams(9000), lineWeight: grams(1001) })).toEqual({
      kind: 'weight',
      message: WEIGHT,
    });
  });
});
