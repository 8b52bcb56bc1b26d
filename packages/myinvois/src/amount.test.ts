import { describe, expect, it } from 'vitest';
import { ringgitToSen, senToRinggit, taxOf } from './amount';

describe('amounts', () => {
  it('writes sen as ringgit that print with their two decimals', () => {
    expect(senToRinggit(12345)).toBe(123.45);
    expect(JSON.stringify({ a: senToRinggit(3990) })).toBe('{"a":39.9}');
    expect(JSON.stringify({ a: senToRinggit(1) })).toBe('{"a":0.01}');
    expect(JSON.stringify({ a: senToRinggit(999999999999) })).toBe('{"a":9999999999.99}');
    expect(JSON.stringify({ a: senToRinggit(-2990) })).toBe('{"a":-29.9}');
    expect(() => senToRinggit(1.5)).toThrow(RangeError);
  });

  it('reads ringgit back to sen, refusing a third decimal', () => {
    expect(ringgitToSen(1436.5)).toBe(143650);
    expect(ringgitToSen(0.1 + 0.2)).toBe(30);
    expect(ringgitToSen(87.63)).toBe(8763);
    expect(ringgitToSen(1.005)).toBeNull();
    expect(ringgitToSen(Number.NaN)).toBeNull();
  });

  it('rounds tax half up to the sen', () => {
    expect(taxOf(10000, 10)).toBe(1000);
    expect(taxOf(3990, 6)).toBe(239);
    expect(taxOf(2525, 8)).toBe(202);
    expect(taxOf(3990, 0)).toBe(0);
  });
});
