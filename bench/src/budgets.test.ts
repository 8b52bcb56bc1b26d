import { describe, expect, it } from 'vitest';
import { BUDGETS, fontMiss, jsMiss, latencyMiss, lcpFloorMiss, lighthouseMisses } from './budgets';

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
    expect(misses[0]).toMatchObject({ value: '55', budget: '≥ 95' });
  });

  it('does not judge SEO on pages that are not meant to be indexed', () => {
    expect(lighthouseMisses('/checkout', 'desktop', { ...goodDesktop, seo: 0.6 }, false)).toEqual(
      [],
    );
    expect(lighthouseMisses('/faq', 'desktop', { ...goodDesktop, seo: 0.6 }, true)).toHaveLength(1);
  });

  it('holds a phone to a score of 95, TBT 150 ms and CLS 0.02', () => {
    const figures = { ...good, performance: 0.94, tbtMs: 151, cls: 0.021 };
    expect(lighthouseMisses('/', 'mobile', figures, true)).toEqual([
      { where: '/', figure: 'mobile performance', value: '94', budget: '≥ 95' },
      { where: '/', figure: 'mobile tbt', value: '151 ms', budget: '≤ 150 ms' },
      { where: '/', figure: 'mobile cls', value: '0.021', budget: '≤ 0.020' },
    ]);
    expect(lighthouseMisses('/', 'mobile', { ...good, tbtMs: 150, cls: 0.02 }, true)).toEqual([]);
  });
});

describe('lcpFloorMiss', () => {
  it('allows an LCP up to 1.5 times the floor and no more', () => {
    expect(lcpFloorMiss('/', 'mobile', 1500, 1000)).toBeNull();
    expect(lcpFloorMiss('/', 'mobile', 1600, 1000)).toMatchObject({
      figure: 'mobile lcp / floor',
      value: '1.60× (1600 ms / 1000 ms)',
      budget: '≤ 1.5×',
    });
  });

  it('judges nothing without a floor figure', () => {
    expect(lcpFloorMiss('/', 'desktop', 5000, Number.NaN)).toBeNull();
    expect(lcpFloorMiss('/', 'desktop', 5000, 0)).toBeNull();
  });
});

describe('fontMiss', () => {
  it('allows 45 KB of fonts', () => {
    expect(fontMiss('/', 45 * 1024)).toBeNull();
    expect(fontMiss('/', 60 * 1024)).toMatchObject({ value: '60.0 KB', budget: '≤ 45 KB' });
  });
});

describe('jsMiss', () => {
  it('compares gzip bytes with the app budget in KB: 150 on the brand, 170 in the shop', () => {
    expect(jsMiss('/', 'brand', 150 * 1024)).toBeNull();
    expect(jsMiss('/', 'brand', 160 * 1024)).toMatchObject({
      value: '160.0 KB',
      budget: '≤ 150 KB',
    });
    expect(jsMiss('/mct/essentials', 'shop', 170 * 1024)).toBeNull();
    expect(jsMiss('/mct/essentials', 'shop', 171 * 1024)?.budget).toBe('≤ 170 KB');
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
