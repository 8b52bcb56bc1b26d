import {
  BUDGETS,
  fontMiss,
  jsMiss,
  latencyMiss,
  lcpFloorMiss,
  lighthouseMisses,
  type BudgetMiss,
} from './budgets';
import type { ApiReport } from './api-bench';
import type { ApiProfileReport } from './api-profile';
import { checkTargets } from './targets';
import { PRESETS } from './lighthouse-run';
import { formatMs, formatNumber, formatShare, markdownTable } from './markdown-table';
import type { PagesReport } from './pages-bench';
import { pagesSection } from './report-pages';
import type { LoadSummary } from './load-sampler';
import type { Reconciliation } from './reconcile';
import { SERVER_PASSWORD_HASHING } from './hash-ceiling';
import { SHOPPER_STEPS, type ShoppersReport } from './shoppers';
import type { FlashSaleReport } from './flash-sale';
import { flashSaleSection } from './flash-sale-report';

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
  /** The same API table on PGlite, when the main run was on PostgreSQL. */
  readonly apiPglite?: ApiReport | null;
  /** The top five functions of the server's CPU profile under each API call. */
  readonly apiProfile?: ApiProfileReport | null;
  readonly shoppers:
    (Omit<ShoppersReport, 'purchases'> & { reconciliation: Reconciliation | null }) | null;
  /** The 12.12 sale on PostgreSQL, when it ran. */
  readonly flashSale?: FlashSaleReport | null;
  /** Parts that did not run, with the reason. */
  readonly notMeasured: { readonly part: string; readonly reason: string }[];
  readonly budgetMisses: BudgetMiss[];
}

function targetsSection(results: BenchResults): string {
  const checks = checkTargets(
    results.api?.rows ?? [],
    results.shoppers,
    results.shoppers?.reconciliation ? results.shoppers.reconciliation.ok : null,
  );
  return [
    `## Throughput targets (${results.server.driver})`,
    '',
    "The targets of the API throughput work, against this run (shares of the same run's ceiling).",
    '',
    markdownTable(
      ['target', 'wanted', 'found', 'met'],
      checks.map((check) => [
        check.target,
        check.wanted,
        check.found,
        check.met === null ? 'not run' : check.met ? 'yes' : 'no',
      ]),
    ),
    '',
  ].join('\n');
}

function profileSection(report: ApiProfileReport): string {
  const lines = [
    `## API profile (${report.driver}): top five functions by self time`,
    '',
    'Each call alone under load on a fresh server started with `node --cpu-prof`; only the samples taken during the load count. Shares are of the busy samples (idle left out); "busy" is the share of samples the main thread was not idle. The profiler costs throughput: the API table above is the figure, this one shows where the time goes.',
    '',
  ];
  for (const scenario of report.scenarios) {
    const { top } = scenario;
    lines.push(
      `**${scenario.target}**, ${scenario.connections} connections, ${scenario.seconds} s: ${formatNumber(scenario.requestsPerSecond)} req/s profiled, busy ${formatShare(top.busyShare)} of ${top.samples} samples${top.windowed ? '' : ' (whole process: no sample fell in the load window)'}`,
      '',
      markdownTable(
        ['#', 'function', 'where', 'self'],
        top.entries.map((entry, index) => [
          String(index + 1),
          entry.name,
          entry.where === '' ? '–' : `\`${entry.where}\``,
          formatShare(entry.selfShare),
        ]),
      ),
      '',
    );
  }
  if (report.skipped.length > 0) {
    lines.push(
      'Not profiled:',
      '',
      ...report.skipped.map((skip) => `- ${skip.target}: ${skip.reason}`),
      '',
    );
  }
  return lines.join('\n');
}

/** autocannon keeps whole milliseconds: 0 means under one. */
const wholeMs = (ms: number) => (ms === 0 ? '<1' : formatMs(ms));

function apiSection(api: ApiReport, title = '## API'): string {
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
    title,
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
  const signedIn = shoppers.staySignedIn;
  const rows = SHOPPER_STEPS.map((step) => {
    const summary = shoppers.steps[step];
    const stay = signedIn?.steps[step];
    return [
      step,
      formatMs(shoppers.alone?.[step].p50),
      String(summary.count),
      formatMs(summary.p50),
      formatMs(summary.p99),
      formatMs(summary.p999),
      formatMs(summary.max),
      ...(signedIn ? [String(stay?.count ?? 0), formatMs(stay?.p50), formatMs(stay?.p99)] : []),
    ];
  });
  const lines = [
    '## Shoppers',
    '',
    `${shoppers.shoppers} virtual shoppers for ${shoppers.seconds} s (${formatNumber(shoppers.elapsedSeconds, 1)} s with the last purchases finishing): **${shoppers.ordersCompleted} orders paid, ${formatNumber(shoppers.ordersPerSecond, 2)} orders/s**${
      shoppers.aloneOrdersPerSecond === undefined
        ? ''
        : ` (one shopper alone, the reference: ${formatNumber(shoppers.aloneOrdersPerSecond, 2)} orders/s, latencies in the "alone" column)`
    }.${
      shoppers.hashCeiling
        ? ` A sign-in verifies one argon2id password hash (${formatNumber(SERVER_PASSWORD_HASHING.memoryCost / 1024, 0)} MiB, ${SERVER_PASSWORD_HASHING.timeCost} passes); this machine does at most ${formatNumber(shoppers.hashCeiling.hashesPerSecond, 1)} a second with every core hashing and nothing else running (${formatNumber(shoppers.hashCeiling.msPerHash, 1)} ms each alone), so with a sign-in before each purchase no crowd pays more orders a second than that here.`
        : ''
    } Each purchase: sign in, set the cart, check out, open the sandbox payment page, Approve (the sandbox posts the signed result to BackendURL), post the returned form to ResponseURL.${
      signedIn
        ? ` The same shoppers then ran again for ${shoppers.seconds} s staying signed in (each signs in before its first purchase only, as a shopper's session does): **${signedIn.ordersCompleted} orders paid, ${formatNumber(signedIn.ordersPerSecond, 2)} orders/s** (the "signed in" columns). The targets are held to the first run.`
        : ''
    }`,
    '',
    markdownTable(
      [
        'step',
        'alone p50 ms',
        'count',
        'p50 ms',
        'p99 ms',
        'p99.9 ms',
        'max ms',
        ...(signedIn ? ['signed in: count', 'p50 ms', 'p99 ms'] : []),
      ],
      rows,
    ),
    '',
  ];
  const errors = Object.entries(shoppers.errors);
  for (const [what, count] of Object.entries(signedIn?.errors ?? {}))
    errors.push([`${what} (staying signed in)`, count]);
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
    const { route, app, floor } = result;
    if (app.weight) {
      const miss = jsMiss(route.path, route.app, app.weight.byKind.js.gzip);
      if (miss) misses.push(miss);
      const fonts = fontMiss(route.path, app.weight.byKind.fonts.transferred);
      if (fonts) misses.push(fonts);
    }
    for (const preset of PRESETS) {
      const figures = app.lighthouse[preset];
      if (figures) misses.push(...lighthouseMisses(route.path, preset, figures, route.indexable));
      const floorFigures = floor?.lighthouse[preset];
      if (figures && floorFigures) {
        const miss = lcpFloorMiss(route.path, preset, figures.lcpMs, floorFigures.lcpMs);
        if (miss) misses.push(miss);
      }
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
    const errorCount = [
      ...Object.values(shoppers.errors),
      ...Object.values(shoppers.staySignedIn?.errors ?? {}),
    ].reduce((sum, n) => sum + n, 0);
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
  if (results.api) parts.push(apiSection(results.api, `## API (${results.server.driver})`));
  if (results.apiPglite) parts.push(apiSection(results.apiPglite, '## API (pglite)'));
  if (results.api || results.shoppers) parts.push(targetsSection(results));
  if (results.apiProfile) parts.push(profileSection(results.apiProfile));
  if (results.shoppers) parts.push(shoppersSection(results.shoppers));
  if (results.flashSale) parts.push(flashSaleSection(results.flashSale));
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
