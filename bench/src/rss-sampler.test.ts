import { describe, expect, it } from 'vitest';
import { medianBetween, rssMiB } from './rss-sampler';

describe('rssMiB', () => {
  it('reads a running process and answers NaN for one that is gone', () => {
    const own = rssMiB(process.pid);
    expect(own).toBeGreaterThan(10);
    expect(own).toBeCloseTo(process.memoryUsage().rss / 2 ** 20, -1);
    expect(rssMiB(2 ** 22 + 17)).toBeNaN();
  });
});

describe('medianBetween', () => {
  it('takes the median of the samples inside the window only', () => {
    const samples = [
      [5, 100],
      [60, 300],
      [65, 120],
      [70, 200],
      [75, 110],
      [120, 130],
      [125, 900],
    ] as const;
    expect(medianBetween(samples, 60, 120)).toBe(125);
    expect(medianBetween(samples, 0, 60)).toBe(200);
    expect(medianBetween(samples, 200, 260)).toBeNaN();
  });
});
