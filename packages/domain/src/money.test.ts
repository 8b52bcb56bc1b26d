import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRM,
  formatSignedRinggit,
  parseAmount,
  parseSignedAmount,
  toAmountString,
} from './money';
import { sen } from './units';

describe('money', () => {
  it('renders API amount strings with two decimals and no grouping', () => {
    expect(toAmountString(sen(19800))).toBe('198.00');
    expect(toAmountString(sen(5))).toBe('0.05');
    expect(toAmountString(sen(0))).toBe('0.00');
    expect(toAmountString(sen(123456789))).toBe('1234567.89');
    expect(toAmountString(sen(-250))).toBe('-2.50');
  });
  it('formats for shoppers as RM with comma grouping', () => {
    expect(formatRM(sen(123456))).toBe('RM 1,234.56');
    expect(formatRM(sen(19800))).toBe('RM 198.00');
    expect(formatRM(sen(100000000))).toBe('RM 1,000,000.00');
    expect(formatRM(sen(99))).toBe('RM 0.99');
  });
  it('parses amount strings, with or without grouping', () => {
    expect(parseAmount('198')).toBe(19800);
    expect(parseAmount('198.0')).toBe(19800);
    expect(parseAmount('198.00')).toBe(19800);
    expect(parseAmount('1,278.99')).toBe(127899);
    expect(parseAmount('1,000,000.01')).toBe(100000001);
    expect(parseAmount(' 3.5 ')).toBe(350);
  });
  it.each(['', 'abc', '1.234', '-1.00', '+1', '1,23.00', '12,34', '.50', '1.', '1e3', 'NaN', '١٢'])(
    'rejects %j',
    (text) => expect(parseAmount(text)).toBeNull(),
  );
  it('round-trips every amount through both formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (value) => {
        const amount = sen(value);
        return (
          parseAmount(toAmountString(amount)) === value &&
          parseAmount(formatRM(amount).slice(3)) === value
        );
      }),
    );
  });
  it('never throws on non-finite numbers', () => {
    expect(toAmountString(sen(Number.NaN))).toBe('0.00');
    expect(formatRM(sen(Number.POSITIVE_INFINITY))).toBe('RM 0.00');
  });
});

describe('signed ringgit', () => {
  it('reads and writes an amount below zero, as a clawback or a refunded balance', () => {
    expect(parseSignedAmount('-19.80')).toBe(-1980);
    expect(parseSignedAmount('1,278.99')).toBe(127899);
    expect(parseSignedAmount('--1.00')).toBeNull();
    expect(parseSignedAmount('1.2.3')).toBeNull();
    expect(formatSignedRinggit('-19.80')).toBe('-RM 19.80');
    expect(formatSignedRinggit('1234.50')).toBe('RM 1,234.50');
    expect(formatSignedRinggit('n/a')).toBe('n/a');
  });
});
