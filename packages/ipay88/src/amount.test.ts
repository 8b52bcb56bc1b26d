import { describe, expect, it } from 'vitest';
import { amountDigits, formatAmount, parseGatewayAmount } from './amount';

describe('amountDigits', () => {
  it('drops every dot and comma', () => {
    expect(amountDigits('1,278.99')).toBe('127899');
    expect(amountDigits('1.00')).toBe('100');
    expect(amountDigits('1,234,567.00')).toBe('123456700');
  });
});

describe('formatAmount', () => {
  it('writes two decimals with comma grouping', () => {
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(19800)).toBe('198.00');
    expect(formatAmount(127899)).toBe('1,278.99');
    expect(formatAmount(123456789)).toBe('1,234,567.89');
  });

  it('refuses fractions of a sen and negatives', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAmount(-100)).toThrow(RangeError);
  });
});

describe('parseGatewayAmount', () => {
  it('reads grouped and ungrouped strings', () => {
    expect(parseGatewayAmount('1,278.99')).toBe(127899);
    expect(parseGatewayAmount('1278.99')).toBe(127899);
    expect(parseGatewayAmount('1.00')).toBe(100);
    expect(parseGatewayAmount('0.05')).toBe(5);
  });

  it('refuses strings whose digits could mean another amount', () => {
    for (const bad of [
      '10.0',
      '100',
      '1.000',
      '1,27.99',
      ',100.00',
      '1,278,99',
      '-1.00',
      ' 1.00',
      '',
      'RM1.00',
    ]) {
      expect(parseGatewayAmount(bad), bad).toBeNull();
    }
  });
});
