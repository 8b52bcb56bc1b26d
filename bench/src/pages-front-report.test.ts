import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse-run';
import { frontTargetMisses, realMedians } from './pages-front-report';

const lighthouse = (performance: number, lcpMs: number): LighthouseFigures => ({
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs,
  tbtMs: 20,
  cls: 0,
});

describe('frontTargetMisses', () => {
  it('finds nothing when every figure is within issue 47 targets', () => {
    expect(
      frontTargetMisses({
        h2: lighthouse(0.99, 1700),
        h2FloorLcpMs: 1250,
        h1: lighthouse(0.96, 2400),
        my4gLcpMs: 800,
        my4gFloorLcpMs: 650,
        my4gHydratedMs: 1400,
      }),
    ).toEqual([]);
  });

  it('names each target missed, the floor-relative ones with their floor', () => {
    expect(
      frontTargetMisses({
        h2: lighthouse(0.97, 2100),
        h2FloorLcpMs: 1500,
        h1: lighthouse(0.9, 3000),
        my4gLcpMs: 1000,
        my4gFloorLcpMs: 700,
        my4gHydratedMs: 1600,
      }),
    ).toEqual([
      'HTTP/2 performance 97 < 98',
      'HTTP/2 LCP 2100 > 2000 ms',
      'HTTP/2 LCP 2100 > floor 1500 + 500 ms',
      'HTTP/1.1 performance 90 < 95',
      '4G LCP 1000 > floor 700 + 200 ms',
      '4G buttons work at 1600 > 1500 ms',
    ]);
  });

  it('counts what was not measured as a miss', () => {
    expect(
      frontTargetMisses({
        h2FloorLcpMs: Number.NaN,
        my4gLcpMs: Number.NaN,
        my4gFloorLcpMs: 700,
        my4gHydratedMs: Number.NaN,
      }),
    ).toEqual([
      'HTTP/2 Lighthouse not measured',
      'HTTP/1.1 Lighthouse not measured',
      'Malaysian 4G LCP not measured',
      '4G buttons never worked',
    ]);
  });
});

describe('realMedians', () => {
  it('takes the median of each figure, a floor never hydrating', () => {
    expect(
      realMedians([
        { lcpMs: 900, hydratedMs: 1500, protocol: 'h2' },
        { lcpMs: 700, hydratedMs: 1300, protocol: 'h2' },
        { lcpMs: 800, hydratedMs: 1800, protocol: 'h2' },
      ]),
    ).toEqual({ lcpMs: 800, hydratedMs: 1500 });
    expect(realMedians([{ lcpMs: 600, hydratedMs: null, protocol: 'h2' }]).hydratedMs).toBeNaN();
  });
});
