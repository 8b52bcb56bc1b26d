import { describe, expect, it } from 'vitest';
import { median, percentile, ratio, summariseLatencies } from './stats';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores values that are not finite and is NaN for nothing', () => {
    expect(median([Number.NaN, 5, 7, 9])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('uses the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 99.9)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('takes the 495th of 500 latencies as p99, as for a 500-shopper step', () => {
    const latencies = Array.from({ length: 500 }, (_, index) => 500 - index);
    expect(percentile(latencies, 99)).toBe(495);
    expect(percentile(latencies, 99.9)).toBe(500);
  });

  it('rejects a percentile outside 0..100', () => {
    expect(() => percentile(hundred, 101)).toThrow(RangeError);
  });
});

describe('ratio', () => {
  it('divides, and is NaN against a zero reference', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
  });
});

describe('summariseLatencies', () => {
  it('reports count, percentiles and the maximum', () => {
    const summary = summariseLatencies([5, 1, 3, 2, 4]);
    expect(summary).toEqual({ count: 5, p50: 3, p99: 5, p999: 5, max: 5 });
  });
});
