import type { ApiRow } from './api-bench';
import { formatMs, formatNumber, formatShare } from './markdown-table';

/** One target of the API throughput work, and what the run found. */
export interface TargetCheck {
  readonly target: string;
  readonly wanted: string;
  readonly found: string;
  /** Null when the run has no figure for it (the part did not run). */
  readonly met: boolean | null;
}

/** Share of the same run's bare node:http ceiling at 16 connections. */
const SHARE_TARGETS = [
  { target: 'POST /api/reviews/list', share: 0.3 },
  { target: 'POST /api/users/option', share: 0.2 },
  { target: 'POST /api/users/get', share: 0.1 },
  { target: 'POST /api/users/add-to-cart', share: 0.04 },
] as const;
const ADD_TO_CART = 'POST /api/users/add-to-cart';
const P99_TARGETS = [
  { connections: 16, p99Ms: 20 },
  { connections: 64, p99Ms: 40 },
] as const;
const PAID_ORDERS_PER_SECOND = 150;

/**
 * The targets of the API throughput issue, checked against one run: req/s as a share of the
 * ceiling at 16 connections, add to cart's p99 at 16 and 64 connections, and the shoppers' paid
 * orders per second with a clean reconciliation.
 */
export function checkTargets(
  rows: readonly ApiRow[],
  shoppers: {
    readonly shoppers: number;
    readonly ordersPerSecond: number;
    readonly hashCeiling?: { readonly hashesPerSecond: number };
  } | null,
  reconciliationClean: boolean | null,
): TargetCheck[] {
  const rowOf = (target: string, connections: number) =>
    rows.find((row) => row.target === target && row.connections === connections);
  const checks: TargetCheck[] = SHARE_TARGETS.map(({ target, share }) => {
    const row = rowOf(target, 16);
    return {
      target: `${target} @16, req/s vs ceiling`,
      wanted: `≥ ${formatShare(share)}`,
      found: row ? formatShare(row.rpsVsCeiling) : '–',
      met: row ? row.rpsVsCeiling >= share : null,
    };
  });
  for (const { connections, p99Ms } of P99_TARGETS) {
    const row = rowOf(ADD_TO_CART, connections);
    checks.push({
      target: `${ADD_TO_CART} @${connections}, p99`,
      wanted: `≤ ${p99Ms} ms`,
      found: row ? `${formatMs(row.p99Ms)} ms` : '–',
      met: row ? row.p99Ms <= p99Ms : null,
    });
  }
  checks.push({
    target: `${shoppers?.shoppers ?? 16} shoppers, paid orders/s, reconciliation clean`,
    wanted: `≥ ${PAID_ORDERS_PER_SECOND}, clean`,
    found: shoppers
      ? `${formatNumber(shoppers.ordersPerSecond, 1)}, ${reconciliationClean === null ? 'not reconciled' : reconciliationClean ? 'clean' : 'NOT clean'}${
          // Each purchase begins with a sign-in: the machine's password-hash ceiling bounds it.
          shoppers.hashCeiling
            ? ` (this machine's ceiling of sign-ins: ${formatNumber(shoppers.hashCeiling.hashesPerSecond, 1)}/s)`
            : ''
        }`
      : '–',
    met: shoppers
      ? shoppers.ordersPerSecond >= PAID_ORDERS_PER_SECOND && reconciliationClean === true
      : null,
  });
  return checks;
}
