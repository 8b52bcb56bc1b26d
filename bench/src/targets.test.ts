import { describe, expect, it } from 'vitest';
import type { ApiRow } from './api-bench';
import { checkTargets } from './targets';

const row = (target: string, connections: number, rpsVsCeiling: number, p99Ms = 5): ApiRow => ({
  target,
  connections,
  requestsPerSecond: 100,
  p50Ms: 1,
  p99Ms,
  p999Ms: p99Ms,
  requests: 1000,
  errors: 0,
  rpsVsCeiling,
  p99VsCeiling: 1,
});

describe('the throughput targets', () => {
  it('checks shares at 16 connections, add to cart p99 and paid orders', () => {
    const checks = checkTargets(
      [
        row('POST /api/reviews/list', 16, 0.31),
        row('POST /api/users/option', 16, 0.19),
        row('POST /api/users/get', 16, 0.1),
        row('POST /api/users/add-to-cart', 16, 0.05, 20),
        row('POST /api/users/add-to-cart', 64, 0.05, 41),
      ],
      { shoppers: 16, ordersPerSecond: 151 },
      true,
    );
    expect(checks.map((check) => check.met)).toEqual([true, false, true, true, true, false, true]);
    expect(checks[1]).toMatchObject({ wanted: '≥ 20.0%', found: '19.0%' });
    expect(checks[6]?.found).toBe('151.0, clean');
  });

  it('says what did not run, and fails a run whose reconciliation is not clean', () => {
    const checks = checkTargets([], { shoppers: 16, ordersPerSecond: 200 }, false);
    expect(checks.slice(0, 6).every((check) => check.met === null && check.found === '–')).toBe(
      true,
    );
    expect(checks[6]).toMatchObject({ met: false, found: '200.0, NOT clean' });
  });

  it("names the machine's ceiling of sign-ins beside the paid orders when it was measured", () => {
    const checks = checkTargets(
      [],
      { shoppers: 16, ordersPerSecond: 66, hashCeiling: { hashesPerSecond: 94.46 } },
      true,
    );
    expect(checks[6]).toMatchObject({
      met: false,
      found: "66.0, clean (this machine's ceiling of sign-ins: 94.5/s)",
    });
  });
});
