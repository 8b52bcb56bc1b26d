import { join } from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { ApiCallError, BENCH_DELIVERY, authHeaders, callApi, type BenchUser } from './api-client';
import { startChild } from './child-process';
import { waitUntil } from './child-process';
import { freePort } from './free-port';
import type { MainServer } from './main-server';
import { during, log, unlessItFails, type BenchRun } from './run';
import { ratio } from './stats';

/** The product every cart and review call uses: MCT Essentials (ARCHITECTURE §3). */
export const BENCH_PRODUCT_ID = 15373;

/** One measured target: a call, or a fixed sequence of calls made in turn by each connection. */
export interface ApiScenario {
  readonly name: string;
  /** The request sequence of one connection, given the member it signs in as. */
  readonly requests: (user: BenchUser) => AutocannonRequest[];
}

const json = (path: string, body: unknown, user?: BenchUser): AutocannonRequest => ({
  method: 'POST',
  path: `/api${path}`,
  headers: { 'content-type': 'application/json', ...(user ? authHeaders(user.accessToken) : {}) },
  body: JSON.stringify(body),
});

export const API_SCENARIOS: readonly ApiScenario[] = [
  { name: 'POST /api/users/get', requests: (user) => [json('/users/get', {}, user)] },
  { name: 'POST /api/users/option', requests: (user) => [json('/users/option', {}, user)] },
  {
    name: 'POST /api/reviews/list',
    requests: () => [json('/reviews/list', { product_id: BENCH_PRODUCT_ID })],
  },
  {
    name: 'POST /api/users/add-to-cart',
    requests: (user) => [
      json('/users/add-to-cart', { product_id: BENCH_PRODUCT_ID, quantity: 1 }, user),
    ],
  },
  {
    // Checkout empties the cart, so every checkout is preceded by the add to cart that fills it.
    name: 'add to cart + POST /api/users/checkout',
    requests: (user) => [
      json('/users/add-to-cart', { product_id: BENCH_PRODUCT_ID, quantity: 1 }, user),
      json('/users/checkout', BENCH_DELIVERY, user),
    ],
  },
];

/** The figures of one autocannon run. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly p999Ms: number;
  readonly requests: number;
  /** Socket errors, timeouts and non-2xx answers. */
  readonly errors: number;
}

export interface ApiRow extends LoadFigures {
  readonly target: string;
  readonly connections: number;
  /** Requests per second as a share of the ceiling at the same concurrency. */
  readonly rpsVsCeiling: number;
  /** p99 latency as a multiple of the ceiling's p99 at the same concurrency. */
  readonly p99VsCeiling: number;
}

export interface ApiReport {
  readonly seconds: number;
  readonly rows: ApiRow[];
  /** Calls that could not be measured, with the reason. */
  readonly skipped: { readonly target: string; readonly reason: string }[];
}

export const figuresOf = (result: AutocannonResult): LoadFigures => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  p999Ms: result.latency.p99_9,
  requests: result.requests.total ?? 0,
  errors: result.errors + result.timeouts + result.non2xx,
});

export async function load(
  url: string,
  connections: number,
  seconds: number,
  sequenceFor: ((index: number) => AutocannonRequest[]) | undefined,
): Promise<AutocannonResult> {
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    ...(sequenceFor
      ? {
          setupClient: (client) => {
            client.setRequests(sequenceFor(next));
            next += 1;
          },
        }
      : {}),
  });
  // autocannon stops by itself after `duration`; the timer is a second guard.
  const guard = setTimeout(() => instance.stop(), (seconds + 60) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

/** Checks a call answers at all before loading it: a route not built yet is skipped, not failed. */
async function probe(
  baseUrl: string,
  scenario: ApiScenario,
  user: BenchUser,
): Promise<string | null> {
  for (const request of scenario.requests(user)) {
    try {
      await callApi(
        baseUrl,
        (request.path ?? '').replace(/^\/api/, ''),
        JSON.parse(request.body ?? '{}'),
        user.accessToken,
      );
    } catch (error) {
      if (error instanceof ApiCallError) return `${error.path} answered HTTP ${error.status}`;
      return error instanceof Error ? error.message : String(error);
    }
  }
  return null;
}

/**
 * Runs every scenario and the bare node:http ceiling at each concurrency, ceiling first, each
 * connection signed in as its own member of the pool.
 */
export async function runApiBench(options: {
  readonly baseUrl: string;
  readonly users: readonly BenchUser[];
  readonly concurrency: readonly number[];
  readonly seconds: number;
  readonly logDir: string;
  readonly repoRoot: string;
  readonly log: (line: string) => void;
}): Promise<ApiReport> {
  const { users } = options;
  const first = users[0];
  if (!first) throw new Error('the API benchmark needs at least one member');
  const userAt = (index: number): BenchUser => users[index % users.length] ?? first;

  const port = await freePort();
  const ceiling = startChild(
    process.execPath,
    [join(options.repoRoot, 'bench', 'ceiling-server.mjs'), String(port)],
    {
      cwd: options.repoRoot,
      env: { PATH: process.env['PATH'] },
      logFile: join(options.logDir, 'ceiling.log'),
    },
  );
  const ceilingUrl = `http://127.0.0.1:${port}/`;
  const rows: ApiRow[] = [];
  const skipped: { target: string; reason: string }[] = [];
  try {
    await waitUntil(async () => (await fetch(ceilingUrl, { method: 'POST', body: '{}' })).ok, {
      timeoutMs: 15_000,
      what: 'ceiling server',
      child: ceiling,
    });
    const available: ApiScenario[] = [];
    for (const scenario of API_SCENARIOS) {
      const reason = await probe(options.baseUrl, scenario, first);
      if (reason) skipped.push({ target: scenario.name, reason });
      else available.push(scenario);
    }
    // A short warm-up so the first measured run does not pay for JIT and connection pools.
    await load(ceilingUrl, 4, 1, undefined);
    for (const scenario of available) {
      await load(options.baseUrl, 4, 1, (index) => scenario.requests(userAt(index)));
    }

    for (const connections of options.concurrency) {
      options.log(`API: ceiling at ${connections} connections`);
      const top = figuresOf(await load(ceilingUrl, connections, options.seconds, undefined));
      rows.push({
        target: 'ceiling: bare node:http',
        connections,
        ...top,
        rpsVsCeiling: 1,
        p99VsCeiling: 1,
      });
      for (const scenario of available) {
        options.log(`API: ${scenario.name} at ${connections} connections`);
        const figures = figuresOf(
          await load(options.baseUrl, connections, options.seconds, (index) =>
            scenario.requests(userAt(index)),
          ),
        );
        rows.push({
          target: scenario.name,
          connections,
          ...figures,
          rpsVsCeiling: ratio(figures.requestsPerSecond, top.requestsPerSecond),
          // autocannon keeps whole milliseconds: a ceiling under 1 ms counts as 1 (so "at least").
          p99VsCeiling: ratio(figures.p99Ms, Math.max(top.p99Ms, 1)),
        });
      }
    }
  } finally {
    await ceiling.stop();
  }
  return { seconds: options.seconds, rows, skipped };
}

/** The API part on the main server; null when it is not asked for, has no members or cannot run. */
export async function benchApi(
  run: BenchRun,
  server: MainServer,
  users: readonly BenchUser[],
): Promise<ApiReport | null> {
  const { config } = run;
  if (!config.parts.includes('api') || users.length === 0 || !server.up('API')) return null;
  return unlessItFails(run, 'API', () =>
    during(run, 'api', () =>
      runApiBench({
        baseUrl: server.baseUrl,
        users,
        concurrency: config.apiConcurrency,
        seconds: config.apiSeconds,
        logDir: run.logDir,
        repoRoot: config.repoRoot,
        log,
      }),
    ),
  );
}
