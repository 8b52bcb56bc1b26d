import { FIGURE_KEYS, PRESETS, type LighthouseFigures } from './lighthouse-run';
import { formatKb, formatMs, formatNumber, formatScore, markdownTable } from './markdown-table';
import type { PageMeasure, PagesReport } from './pages-bench';
import { RESOURCE_KINDS } from './page-weight';
import type { BenchRoute } from './routes';

/** A route as the tables name it: its path, and how it was opened when that matters. */
const routeLabel = (route: BenchRoute): string =>
  route.visit ? `${route.path} (from a free-sample link)` : route.path;

/** "app / floor" in one cell. */
const pair = (app: string, floor: string | undefined) =>
  floor === undefined ? app : `${app} / ${floor}`;

const weightCell = (measure: PageMeasure | null, pick: (m: PageMeasure) => number | undefined) =>
  measure?.weight ? formatKb(pick(measure)) : '–';

/** The pages part of the report: each route beside its floor, weights and Lighthouse. */
export function pagesSection(pages: PagesReport): string {
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
      result.host === 'stand-in' ? `${routeLabel(result.route)} †` : routeLabel(result.route),
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
  const presetsRan = PRESETS.filter((preset) =>
    pages.routes.some((result) => result.app.lighthouse[preset] !== undefined),
  );
  for (const preset of presetsRan) {
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
        routeLabel(result.route),
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
