import { describe, expect, it } from 'vitest';
import { formatKg } from './weight';
import { grams } from './units';

describe('formatKg', () => {
  it('divides grams by 1000', () => {
    expect(formatKg(grams(250))).toBe('0.25 kg');
    expect(formatKg(grams(1500))).toBe('1.5 kg');
    expect(formatKg(grams(10000))).toBe('10 kg');
    expect(formatKg(grams(0))).toBe('0 kg');
    expect(formatKg(grams(Number.NaN))).toBe('0 kg');
  });
});
