import { describe, expect, it } from 'vitest';
import { BUDGETS, jsMiss, latencyMiss, lighthouseMisses } from './budgets';

const goodDesktop = {
  ...BUDGETS.lighthouse.desktop,
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
};
const good = {
  ...BUDGETS.lighthouse.mobile,
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
};

describe('lighthouseMisses', () => {
  it('finds nothing when every figure is within budget', () => {
    expect(lighthouseMisses('/', 'mobile', good, true)).toEqual([]);
  });

  it('reports low scores and slow vitals', () => {
    const misses = lighthouseMisses(
      '/',
      'mobile',
      { ...good, performance: 0.55, tbtMs: 2800, cls: 0.2 },
      true,
    );
    expect(misses.map((miss) => miss.figure)).toEqual([
      'mobile performance',
      'mobile tbt',
      'mobile cls',
    ]);
    expect(misses[0]).toMatchObject({ value: '55', budget: '≥ 90' });
  });

  it('does not judge SEO on pages that are not meant to be indexed', () => {
    expect(lighthouseMisses('/checkout', 'desktop', { ...goodDesktop, seo: 0.6 }, false)).toEqual(
      [],
    );
    expect(lighthouseMisses('/faq', 'desktop', { ...goodDesktop, seo: 0.6 }, true)).toHaveLength(1);
  });
});

describe('jsMiss', () => {
  it('compares gzip bytes with the app budget in KB', () => {
    expect(jsMiss('/', 'brand', 100 * 1024)).toBeNull();
    expect(jsMiss('/', 'brand', 228.4 * 1024)).toMatchObject({
      value: '228.4 KB',
      budget: '≤ 120 KB',
    });
  });
});

describe('latencyMiss', () => {
  it('misses only over a budget that exists', () => {
    const budgets = { checkout: 500 };
    expect(latencyMiss('shoppers', 'p99', 499, budgets, 'checkout')).toBeNull();
    expect(latencyMiss('shoppers', 'p99', 501, budgets, 'checkout')?.value).toBe('501 ms');
    expect(latencyMiss('shoppers', 'p99', 9999, budgets, 'unknown')).toBeNull();
  });
});
