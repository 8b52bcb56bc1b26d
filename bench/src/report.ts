import { BUDGETS, jsMiss, latencyMiss, lighthouseMisses, type BudgetMiss } from './budgets';
import type { ApiReport } from './api-bench';
import { FIGURE_KEYS, PRESETS, type LighthouseFigures } from './lighthouse-run';
import {
  formatKb,
  formatMs,
  formatNumber,
  formatScore,
  formatShare,
  markdownTable,
} from './markdown-table';
import type { PageMeasure, PagesReport } from './pages-bench';
import { RESOURCE_KINDS } from './page-weight';
import type { LoadSummary } from './load-sampler';
import type { Reconciliation } from './reconcile';
import { SHOPPER_STEPS, type ShoppersReport } from './shoppers';

/** Everything one `pnpm bench` found. */
export interface BenchResults {
  readonly startedAt: string;
  readonly finishedAt: string;
  readonly commit: string;
  readonly machine: Record<string, string | number>;
  /** The one-minute load average during each part (2 cores: above 2 means other work queued). */
  readonly load: Record<string, LoadSummary>;
  readonly server: { readonly driver: string; readonly note: string };
  readonly pages: PagesReport | null;
  readonly api: ApiReport | null;
  readonly shoppers:
    (Omit<ShoppersReport, 'purchases'> & { reconciliation: Reconciliation | null }) | null;
  /** Parts that did not run, with the reason. */
  readonly notMeasured: { readonly part: string; readonly reason: string }[];
  readonly budgetMisses: BudgetMiss[];
}

/** "app / floor" in one cell. */
const pair = (app: string, floor: string | undefined) =>
  floor === undefined ? app : `${app} / ${floor}`;

const weightCell = (measure: PageMeasure | null, pick: (m: PageMeasure) => number | undefined) =>
  measure?.weight ? formatKb(pick(measure)) : '–';

function pagesSection(pages: PagesReport): string {
  const lines: string[] = ['## Pages', ''];
  lines.push(
    'Each cell is **app / floor**: the route as shipped, then the same prerendered HTML and CSS with every script removed (served by a tiny static server with brotli). Sizes in KB (1024 bytes), first load with an empty cache at a phone viewport; "on the wire" is the body bytes the host actually sent (compressed or not).',
    '',
  );
  if (pages.note) lines.push(`> † ${pages.note}`, '');
  const weightRows = pages.routes.map((result) => {
    const { app, floor } = result;
    const cells = RESOURCE_KINDS.filter((kind) => kind !== 'other').map((kind) =>
      pair(
        weightCell(app, (m) => m.weight?.byKind[kind].gzip),
        floor ? weightCell(floor, (m) => m.weight?.byKind[kind].gzip) : undefined,
      ),
    );
    return [
      result.host === 'stand-in' ? `${result.route.path} †` : result.route.path,
      result.route.app,
      ...cells,
      pair(
        weightCell(app, (m) => m.weight?.total.gzip),
        floor ? weightCell(floor, (m) => m.weight?.total.gzip) : undefined,
      ),
      pair(
        weightCell(app, (m) => m.weight?.total.brotli),
        floor ? weightCell(floor, (m) => m.weight?.total.brotli) : undefined,
      ),
      pair(
        weightCell(app, (m) => m.weight?.total.raw),
        floor ? weightCell(floor, (m) => m.weight?.total.raw) : undefined,
      ),
      pair(
        weightCell(app, (m) => m.weight?.total.transferred),
        floor ? weightCell(floor, (m) => m.weight?.total.transferred) : undefined,
      ),
      pair(
        formatNumber(app.weight?.requests),
        floor ? formatNumber(floor.weight?.requests) : undefined,
      ),
    ];
  });
  lines.push(
    '### Weight (gzip -9 unless named)',
    '',
    markdownTable(
      [
        'route',
        'app',
        'HTML',
        'JS',
        'CSS',
        'fonts',
        'images',
        'total gzip',
        'total brotli',
        'total raw',
        'on the wire',
        'requests',
      ],
      weightRows,
    ),
    '',
  );
  const lighthouseRan = pages.routes.some(
    (result) => Object.keys(result.app.lighthouse).length > 0,
  );
  if (!lighthouseRan) lines.push('Lighthouse was not run in this run (BENCH_LH_ROUTES).', '');
  for (const preset of lighthouseRan ? PRESETS : []) {
    const cell = (figures: LighthouseFigures | undefined, key: keyof LighthouseFigures) => {
      if (!figures) return '–';
      const value = figures[key];
      if (key === 'cls') return formatNumber(value, 3);
      if (key === 'lcpMs' || key === 'tbtMs') return formatMs(value);
      return formatScore(value);
    };
    const rows = pages.routes
      .filter((result) => result.app.lighthouse[preset] !== undefined)
      .map((result) => [
        result.route.path,
        ...FIGURE_KEYS.map((key) =>
          pair(
            cell(result.app.lighthouse[preset], key),
            result.floor ? cell(result.floor.lighthouse[preset], key) : undefined,
          ),
        ),
      ]);
    lines.push(
      `### Lighthouse ${preset} (median of ${pages.lighthouseRuns})`,
      '',
      markdownTable(
        [
          'route',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP ms',
          'TBT ms',
          'CLS',
        ],
        rows,
      ),
      '',
    );
  }
  const errors = pages.routes.flatMap((result) =>
    [...result.app.errors, ...(result.floor?.errors ?? [])].map(
      (error) => `${result.route.path}: ${error}`,
    ),
  );
  if (errors.length > 0)
    lines.push('Errors while measuring:', '', ...errors.map((error) => `- ${error}`), '');
  if (pages.skipped.length > 0) {
    lines.push(
      'Not measured:',
      '',
      ...pages.skipped.map((skip) => `- ${skip.path}: ${skip.reason}`),
      '',
    );
  }
  return lines.join('\n');
}

/** autocannon keeps whole milliseconds: 0 means under one. */
const wholeMs = (ms: number) => (ms === 0 ? '<1' : formatMs(ms));

function apiSection(api: ApiReport): string {
  const ceilingP99: Record<number, number> = {};
  for (const row of api.rows)
    if (row.target.startsWith('ceiling')) ceilingP99[row.connections] = row.p99Ms;
  const rows = api.rows.map((row) => [
    row.target,
    String(row.connections),
    formatNumber(row.requestsPerSecond),
    formatShare(row.rpsVsCeiling),
    wholeMs(row.p50Ms),
    wholeMs(row.p99Ms),
    wholeMs(row.p999Ms),
    row.target.startsWith('ceiling')
      ? '1.0×'
      : `${ceilingP99[row.connections] === 0 ? '≥ ' : ''}${formatNumber(row.p99VsCeiling, 1)}×`,
    String(row.errors),
  ]);
  const lines = [
    '## API',
    '',
    `autocannon, ${api.seconds} s a run, every connection signed in as its own member; the ceiling is a bare node:http server answering a fixed JSON body, measured in the same run. Latencies in whole ms, as autocannon keeps them.`,
    '',
    markdownTable(
      [
        'target',
        'connections',
        'req/s',
        'req/s vs ceiling',
        'p50',
        'p99',
        'p99.9',
        'p99 vs ceiling',
        'errors',
      ],
      rows,
    ),
    '',
  ];
  if (api.skipped.length > 0) {
    lines.push(
      'Not measured:',
      '',
      ...api.skipped.map((skip) => `- ${skip.target}: ${skip.reason}`),
      '',
    );
  }
  return lines.join('\n');
}

function shoppersSection(shoppers: NonNullable<BenchResults['shoppers']>): string {
  const rows = SHOPPER_STEPS.map((step) => {
    const summary = shoppers.steps[step];
    return [
      step,
      formatMs(shoppers.alone?.[step].p50),
      String(summary.count),
      formatMs(summary.p50),
      formatMs(summary.p99),
      formatMs(summary.p999),
      formatMs(summary.max),
    ];
  });
  const lines = [
    '## Shoppers',
    '',
    `${shoppers.shoppers} virtual shoppers for ${shoppers.seconds} s (${formatNumber(shoppers.elapsedSeconds, 1)} s with the last purchases finishing): **${shoppers.ordersCompleted} orders paid, ${formatNumber(shoppers.ordersPerSecond, 2)} orders/s**${
      shoppers.aloneOrdersPerSecond === undefined
        ? ''
        : ` (one shopper alone, the reference: ${formatNumber(shoppers.aloneOrdersPerSecond, 2)} orders/s, latencies in the "alone" column)`
    }. Each purchase: sign in, set the cart, check out, open the sandbox payment page, Approve (the sandbox posts the signed result to BackendURL), post the returned form to ResponseURL.`,
    '',
    markdownTable(
      ['step', 'alone p50 ms', 'count', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms'],
      rows,
    ),
    '',
  ];
  const errors = Object.entries(shoppers.errors);
  if (errors.length > 0)
    lines.push('Errors:', '', ...errors.map(([what, count]) => `- ${count} × ${what}`), '');
  const r = shoppers.reconciliation;
  if (r) {
    lines.push(
      `### Reconciliation from the database: ${
        r.ordersSeenByShoppers === 0
          ? '**nothing to check** (no order was created)'
          : r.ok
            ? '**clean**'
            : '**PROBLEMS**'
      }`,
      '',
      markdownTable(
        ['check', 'found'],
        [
          [
            'orders answered at checkout / in the database',
            `${r.ordersSeenByShoppers} / ${r.ordersInDatabase}`,
          ],
          ['orders unmatched either way', String(r.unmatchedOrders)],
          ['approved orders not Paid', String(r.notPaid)],
          ['orders never approved (shopper error on the way)', String(r.abandoned)],
          ['paid orders without a confirmation e-mail', String(r.withoutConfirmation)],
          ['orders confirmed more than once', String(r.confirmedMoreThanOnce)],
          ['e-mails queued twice (whole outbox)', String(r.duplicateEmails)],
          ['orders not holding the cart the shopper filled', String(r.cartMismatches)],
          ['cart lines left behind', String(r.leftoverCartLines)],
          [
            'approved orders without a BackendURL / ResponseURL message',
            `${r.missingBackendCallback} / ${r.missingResponseCallback}`,
          ],
          [
            'callbacks stored: response / backend / requery',
            `${r.callbacks.response} / ${r.callbacks.backend} / ${r.callbacks.requery}`,
          ],
        ],
      ),
      '',
    );
    if (r.problems.length > 0) lines.push(...r.problems.map((problem) => `- ${problem}`), '');
  }
  return lines.join('\n');
}

/** Every figure over its budget, in the order of the report. */
export function budgetMisses(
  results: Pick<BenchResults, 'pages' | 'api' | 'shoppers'>,
): BudgetMiss[] {
  const misses: BudgetMiss[] = [];
  for (const result of results.pages?.routes ?? []) {
    const { route, app } = result;
    if (app.weight) {
      const miss = jsMiss(route.path, route.app, app.weight.byKind.js.gzip);
      if (miss) misses.push(miss);
    }
    for (const preset of PRESETS) {
      const figures = app.lighthouse[preset];
      if (figures) misses.push(...lighthouseMisses(route.path, preset, figures, route.indexable));
    }
  }
  for (const row of results.api?.rows ?? []) {
    if (row.errors > 0 && !row.target.startsWith('ceiling')) {
      misses.push({
        where: `${row.target} @${row.connections}`,
        figure: 'errors',
        value: String(row.errors),
        budget: '0',
      });
    }
    if (row.connections === BUDGETS.apiConnections) {
      const miss = latencyMiss(
        `${row.target} @${row.connections}`,
        'p99',
        row.p99Ms,
        BUDGETS.apiP99Ms,
        row.target,
      );
      if (miss) misses.push(miss);
    }
  }
  const shoppers = results.shoppers;
  if (shoppers) {
    for (const step of SHOPPER_STEPS) {
      const miss = latencyMiss(
        `shoppers: ${step}`,
        'p99',
        shoppers.steps[step].p99,
        BUDGETS.shopperStepP99Ms,
        step,
      );
      if (miss) misses.push(miss);
    }
    const errorCount = Object.values(shoppers.errors).reduce((sum, n) => sum + n, 0);
    if (errorCount > 0)
      misses.push({ where: 'shoppers', figure: 'errors', value: String(errorCount), budget: '0' });
    if (shoppers.reconciliation && !shoppers.reconciliation.ok) {
      misses.push({
        where: 'shoppers',
        figure: 'reconciliation',
        value: 'problems',
        budget: 'clean',
      });
    }
  }
  return misses;
}

/** The whole report as markdown. */
export function renderMarkdown(results: BenchResults): string {
  const machine = Object.entries(results.machine)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  const parts = [
    `# Benchmark ${results.startedAt}`,
    '',
    `Commit ${results.commit}. Machine: ${machine}. Server: ${results.server.driver} (${results.server.note}).`,
    '',
  ];
  const loads = Object.entries(results.load);
  if (loads.length > 0) {
    parts.push(
      `Load average (1 min) while each part ran, min / mean / max: ${loads
        .map(([part, l]) => `${part} ${l.min} / ${l.mean} / ${l.max}`)
        .join(
          '; ',
        )}. The machine has ${results.machine['cores']} cores: a load above that means other work was queued beside the benchmark.`,
      '',
    );
  }
  if (results.notMeasured.length > 0) {
    parts.push(
      'Not measured in this run:',
      '',
      ...results.notMeasured.map((item) => `- ${item.part}: ${item.reason}`),
      '',
    );
  }
  if (results.pages) parts.push(pagesSection(results.pages));
  if (results.api) parts.push(apiSection(results.api));
  if (results.shoppers) parts.push(shoppersSection(results.shoppers));
  parts.push('## Over budget', '');
  parts.push(
    results.budgetMisses.length === 0
      ? 'Every measured figure is within its budget.'
      : markdownTable(
          ['where', 'figure', 'value', 'budget'],
          results.budgetMisses.map((miss) => [miss.where, miss.figure, miss.value, miss.budget]),
        ),
    '',
  );
  return parts.join('\n');
}
