import { describe, expect, it } from 'vitest';
import { splitConsolidation } from './split-consolidation';

const sale = (ref: string, totalSen: number, soldAt: string) => ({
  ref,
  totalSen,
  soldAt: new Date(soldAt),
});

describe('splitConsolidation', () => {
  it('keeps a sale above RM10,000 out of the consolidated e-invoice from January 2026', () => {
    const { consolidated, ownEInvoice } = splitConsolidation([
      sale('A', 21_000, '2026-02-03T10:00:00+08:00'),
      sale('B', 1_000_000, '2026-02-04T10:00:00+08:00'),
      sale('C', 1_000_001, '2026-02-05T10:00:00+08:00'),
      sale('D', 1_200_000, '2026-02-06T10:00:00+08:00'),
    ]);
    expect(consolidated.map((s) => s.ref)).toEqual(['A', 'B']);
    expect(ownEInvoice.map((s) => s.ref)).toEqual(['C', 'D']);
  });

  it('lets a sale made before 1 January 2026 (Malaysian time) be consolidated whatever its value', () => {
    const { consolidated, ownEInvoice } = splitConsolidation([
      sale('late-2025', 1_200_000, '2025-12-31T23:59:59+08:00'),
      sale('new-year', 1_200_000, '2026-01-01T00:00:00+08:00'),
    ]);
    expect(consolidated.map((s) => s.ref)).toEqual(['late-2025']);
    expect(ownEInvoice.map((s) => s.ref)).toEqual(['new-year']);
  });
});
