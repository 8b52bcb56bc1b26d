import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { PRESETS, type Preset } from './lighthouse-run';

/** Which parts of the benchmark to run. */
export type BenchPart = 'pages' | 'api' | 'shoppers' | 'flash';
export const ALL_PARTS: readonly BenchPart[] = ['pages', 'api', 'shoppers', 'flash'];

/** The whole benchmark configuration, read once from the environment. */
export interface BenchConfig {
  readonly repoRoot: string;
  readonly resultsDir: string;
  /** PostgreSQL URL for the server under test; undefined runs it on PGlite. */
  readonly databaseUrl: string | undefined;
  readonly parts: readonly BenchPart[];
  readonly chromiumPath: string;
  /** Lighthouse runs per route and preset; the median is reported. */
  readonly lighthouseRuns: number;
  /** The Lighthouse presets to run (BENCH_LH_PRESETS; default both). */
  readonly lighthousePresets: readonly Preset[];
  /** Only these routes: exact paths, or prefixes ending in `*` (empty: every route). */
  readonly routeFilter: readonly string[];
  /**
   * Routes Lighthouse runs on, named as in routeFilter (empty: every measured route; "none": no
   * Lighthouse). Page weights are taken for every measured route regardless.
   */
  readonly lighthouseFilter: readonly string[];
  /** Measure every blog article, not only the first. */
  readonly allArticles: boolean;
  /** Seconds each autocannon run lasts. */
  readonly apiSeconds: number;
  readonly apiConcurrency: readonly number[];
  /** With PostgreSQL, the API table again on a PGlite server of its own (BENCH_API_PGLITE). */
  readonly apiOnPglite: boolean;
  /** The top five of the server's CPU profile per API call (BENCH_PROFILE). */
  readonly profile: boolean;
  /** Connections while profiling (BENCH_PROFILE_CONNECTIONS). */
  readonly profileConnections: number;
  readonly shoppers: number;
  readonly shopperSeconds: number;
  /** Shoppers of the 12.12 flash sale (BENCH_FLASH_SHOPPERS). */
  readonly flashShoppers: number;
  /** How long the flash sale runs (BENCH_FLASH_SECONDS). */
  readonly flashSeconds: number;
  /** Flash-sale sign-ins in flight at once before the sale opens (BENCH_FLASH_SIGN_INS). */
  readonly flashSignInsAtOnce: number;
}

const int = (raw: string | undefined, fallback: number, min: number, max: number): number => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
};

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/** A comma-separated choice among `all` (empty: all of them), each name checked. */
function choices<T extends string>(
  variable: string,
  raw: string | undefined,
  all: readonly T[],
): T[] {
  const wanted = list(raw);
  if (wanted.length === 0) return [...all];
  for (const item of wanted) {
    if (!all.includes(item as T)) {
      throw new Error(`${variable}: unknown "${item}" (use ${all.join(', ')})`);
    }
  }
  return wanted as T[];
}

/**
 * Reads BENCH_* variables. Every bound is finite: run times are capped at ten minutes a run,
 * concurrency at 256 (5,000 flash-sale
 * shoppers) and Lighthouse runs at 5.
 */
export function loadBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const concurrency = list(env['BENCH_CONCURRENCY']).map((item) => int(item, 1, 1, 256));
  return {
    repoRoot,
    resultsDir: resolve(repoRoot, 'bench', 'results'),
    databaseUrl: env['BENCH_DATABASE_URL'] || undefined,
    parts: choices('BENCH_PARTS', env['BENCH_PARTS'], ALL_PARTS),
    chromiumPath: env['BENCH_CHROMIUM'] || '/usr/bin/chromium',
    lighthouseRuns: int(env['BENCH_LH_RUNS'], 3, 1, 5),
    lighthousePresets: choices('BENCH_LH_PRESETS', env['BENCH_LH_PRESETS'], PRESETS),
    routeFilter: list(env['BENCH_ROUTES']),
    lighthouseFilter: list(env['BENCH_LH_ROUTES']),
    allArticles: env['BENCH_ALL_ARTICLES'] === '1',
    apiSeconds: int(env['BENCH_API_SECONDS'], 10, 1, 600),
    apiConcurrency: concurrency.length > 0 ? concurrency : [1, 16, 64],
    apiOnPglite: env['BENCH_API_PGLITE'] !== '0',
    profile: env['BENCH_PROFILE'] !== '0',
    profileConnections: int(env['BENCH_PROFILE_CONNECTIONS'], 16, 1, 256),
    shoppers: int(env['BENCH_SHOPPERS'], 16, 1, 256),
    shopperSeconds: int(env['BENCH_SHOPPER_SECONDS'], 30, 1, 600),
    flashShoppers: int(env['BENCH_FLASH_SHOPPERS'], 500, 1, 5000),
    flashSeconds: int(env['BENCH_FLASH_SECONDS'], 120, 1, 600),
    flashSignInsAtOnce: int(env['BENCH_FLASH_SIGN_INS'], 8, 1, 5000),
  };
}

/** What the figures were taken on, including how busy the machine was at the start. */
export function describeMachine(): Record<string, string | number> {
  const cpu = cpus()[0];
  return {
    cpu: cpu?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage1m: Number(loadavg()[0]?.toFixed(2) ?? 0),
  };
}
