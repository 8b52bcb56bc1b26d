import type { AppName } from '@nyiur/domain';
import type { LighthouseFigures, Preset } from './lighthouse-run';

/**
 * The budgets (bench/README.md explains them). Pages: first-load JavaScript per route, gzip;
 * fonts per page; Lighthouse scores and vitals per preset, LCP also against the route's floor
 * (the same HTML without scripts, measured in the same run). API: p99 at 16 connections and no errors. Shoppers:
 * p99 per step and a clean reconciliation.
 */
export const BUDGETS = {
  firstLoadJsGzipKb: { brand: 150, shop: 170 } satisfies Record<AppName, number>,
  /** Font bytes a first load sends (as sent, KB). */
  fontKb: 45,
  /** A page's LCP may be at most this multiple of its floor's (mobile and desktop). */
  lcpOverFloor: 1.5,
  lighthouse: {
    mobile: {
      performance: 0.95,
      accessibility: 0.95,
      bestPractices: 0.95,
      seo: 0.95,
      lcpMs: 2500,
      tbtMs: 150,
      cls: 0.02,
    },
    desktop: {
      performance: 0.95,
      accessibility: 0.95,
      bestPractices: 0.95,
      seo: 0.95,
      lcpMs: 1200,
      tbtMs: 100,
      cls: 0.02,
    },
  } satisfies Record<Preset, LighthouseFigures>,
  /** p99 in ms at this many connections. */
  apiConnections: 16,
  apiP99Ms: {
    'POST /api/users/get': 100,
    'POST /api/users/option': 100,
    'POST /api/reviews/list': 100,
    'POST /api/users/add-to-cart': 150,
    'add to cart + POST /api/users/checkout': 300,
  } as Readonly<Record<string, number>>,
  /** p99 in ms of each shopper step (sign-in hashes a password on purpose). */
  shopperStepP99Ms: {
    'sign in': 1000,
    'add to cart': 300,
    checkout: 500,
    'gateway entry': 300,
    approve: 300,
    'return to shop': 300,
  } as Readonly<Record<string, number>>,
} as const;

/** One figure over its budget. */
export interface BudgetMiss {
  readonly where: string;
  readonly figure: string;
  readonly value: string;
  readonly budget: string;
}

const SCORE_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
const TIME_KEYS = ['lcpMs', 'tbtMs', 'cls'] as const;

/** Lighthouse figures against the preset's budget: scores must reach it, times stay under it. */
export function lighthouseMisses(
  where: string,
  preset: Preset,
  figures: LighthouseFigures,
  indexable: boolean,
): BudgetMiss[] {
  const budget = BUDGETS.lighthouse[preset];
  const misses: BudgetMiss[] = [];
  for (const key of SCORE_KEYS) {
    // Sign-in, account and checkout screens are noindex on purpose; SEO is not judged there.
    if (key === 'seo' && !indexable) continue;
    if (Number.isFinite(figures[key]) && figures[key] < budget[key]) {
      misses.push({
        where,
        figure: `${preset} ${key}`,
        value: Math.round(figures[key] * 100).toString(),
        budget: `≥ ${Math.round(budget[key] * 100)}`,
      });
    }
  }
  for (const key of TIME_KEYS) {
    if (Number.isFinite(figures[key]) && figures[key] > budget[key]) {
      const show = (n: number) => (key === 'cls' ? n.toFixed(3) : `${Math.round(n)} ms`);
      misses.push({
        where,
        figure: `${preset} ${key.replace(/Ms$/, '')}`,
        value: show(figures[key]),
        budget: `≤ ${show(budget[key])}`,
      });
    }
  }
  return misses;
}

/** A page's LCP against its floor's: at most BUDGETS.lcpOverFloor times it. */
export function lcpFloorMiss(
  where: string,
  preset: Preset,
  lcpMs: number,
  floorLcpMs: number,
): BudgetMiss | null {
  if (!Number.isFinite(lcpMs) || !Number.isFinite(floorLcpMs) || floorLcpMs <= 0) return null;
  const ratio = lcpMs / floorLcpMs;
  return ratio > BUDGETS.lcpOverFloor
    ? {
        where,
        figure: `${preset} lcp / floor`,
        value: `${ratio.toFixed(2)}× (${Math.round(lcpMs)} ms / ${Math.round(floorLcpMs)} ms)`,
        budget: `≤ ${BUDGETS.lcpOverFloor}×`,
      }
    : null;
}

/** Font bytes of a first load (as sent) against the budget. */
export function fontMiss(where: string, bytes: number): BudgetMiss | null {
  const kb = bytes / 1024;
  return kb > BUDGETS.fontKb
    ? { where, figure: 'fonts', value: `${kb.toFixed(1)} KB`, budget: `≤ ${BUDGETS.fontKb} KB` }
    : null;
}

/** First-load JS (gzip bytes) against the app's budget. */
export function jsMiss(where: string, app: AppName, gzipBytes: number): BudgetMiss | null {
  const budgetKb = BUDGETS.firstLoadJsGzipKb[app];
  const kb = gzipBytes / 1024;
  return kb > budgetKb
    ? {
        where,
        figure: 'first-load JS (gzip)',
        value: `${kb.toFixed(1)} KB`,
        budget: `≤ ${budgetKb} KB`,
      }
    : null;
}

/** A latency against a budget from a table; no budget, no miss. */
export function latencyMiss(
  where: string,
  figure: string,
  valueMs: number,
  budgets: Readonly<Record<string, number>>,
  key: string,
): BudgetMiss | null {
  const budget = budgets[key];
  if (budget === undefined || !Number.isFinite(valueMs) || valueMs <= budget) return null;
  return { where, figure, value: `${Math.round(valueMs)} ms`, budget: `≤ ${budget} ms` };
}
