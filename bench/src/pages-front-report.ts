import type { AppName } from '@nyiur/domain';
import { BUDGETS } from './budgets';
import type { FirstLoadFigure } from './first-load';
import type { LighthouseFigures } from './lighthouse-run';
import type { LoadSummary } from './load-sampler';
import { formatKb, formatMs, formatNumber, formatScore, markdownTable } from './markdown-table';
import type { PhoneProfile, RealLoad } from './real-browser';
import { median } from './stats';

/** What one site gave on one route. */
export interface SiteFigures {
  readonly lighthouseRuns: LighthouseFigures[];
  lighthouse?: LighthouseFigures;
  /** Real loads by phone profile name. */
  readonly real: Partial<Record<PhoneProfile['name'], RealLoad[]>>;
  readonly errors: string[];
}

export interface PagesFrontResults {
  readonly startedAt: string;
  readonly commit: string;
  readonly machine: Record<string, string | number>;
  readonly trust: 'nss' | 'spki-pin' | null;
  readonly lighthouseRuns: number;
  readonly realRuns: number;
  readonly profiles: readonly PhoneProfile[];
  readonly sites: readonly { id: string; label: string; floor: boolean }[];
  readonly routes: readonly {
    route: { app: AppName; path: string };
    figures: Record<string, SiteFigures>;
  }[];
  /** Load average while each route was measured. */
  readonly load: Record<string, LoadSummary>;
  readonly firstLoad: readonly { label: string; figures: readonly FirstLoadFigure[] }[];
}

/**
 * Issue 47's page targets (Lighthouse mobile, median of 3, through the front over HTTP/2; real
 * Chromium on the Malaysian 4G profile). Read by this report only: no test is timed.
 */
export const FRONT_TARGETS = {
  h2Performance: 0.98,
  h2LcpMs: 2000,
  h2LcpOverFloorMs: 500,
  tbtMs: 150,
  cls: 0.02,
  h1Performance: 0.95,
  my4gLcpOverFloorMs: 200,
  my4gHydratedMs: 1500,
} as const;

/** Medians of a site's real loads on one profile (hydration NaN when the page never hydrates). */
export function realMedians(loads: readonly RealLoad[] | undefined): {
  lcpMs: number;
  hydratedMs: number;
} {
  const list = loads ?? [];
  return {
    lcpMs: median(list.map((load) => load.lcpMs)),
    hydratedMs: median(list.map((load) => load.hydratedMs ?? Number.NaN)),
  };
}

/** The figures of one route the targets read. */
export interface RouteFigures {
  readonly h2?: LighthouseFigures | undefined;
  readonly h2FloorLcpMs: number;
  readonly h1?: LighthouseFigures | undefined;
  readonly my4gLcpMs: number;
  readonly my4gFloorLcpMs: number;
  readonly my4gHydratedMs: number;
}

/** Each target the route misses, in words; empty when it meets them all (unmeasured is a miss). */
export function frontTargetMisses(figures: RouteFigures): string[] {
  const misses: string[] = [];
  const t = FRONT_TARGETS;
  const { h2, h1 } = figures;
  const missing = (value: number | undefined) => value === undefined || !Number.isFinite(value);
  if (!h2) {
    misses.push('HTTP/2 Lighthouse not measured');
  } else {
    if (h2.performance < t.h2Performance) {
      misses.push(`HTTP/2 performance ${formatScore(h2.performance)} < ${t.h2Performance * 100}`);
    }
    if (h2.lcpMs > t.h2LcpMs) misses.push(`HTTP/2 LCP ${formatMs(h2.lcpMs)} > ${t.h2LcpMs} ms`);
    if (missing(figures.h2FloorLcpMs)) {
      misses.push('HTTP/2 floor not measured');
    } else if (h2.lcpMs > figures.h2FloorLcpMs + t.h2LcpOverFloorMs) {
      misses.push(
        `HTTP/2 LCP ${formatMs(h2.lcpMs)} > floor ${formatMs(figures.h2FloorLcpMs)} + ${t.h2LcpOverFloorMs} ms`,
      );
    }
    if (h2.tbtMs > t.tbtMs) misses.push(`TBT ${formatMs(h2.tbtMs)} > ${t.tbtMs} ms`);
    if (h2.cls > t.cls) misses.push(`CLS ${formatNumber(h2.cls, 3)} > ${t.cls}`);
  }
  if (!h1) {
    misses.push('HTTP/1.1 Lighthouse not measured');
  } else if (h1.performance < t.h1Performance) {
    misses.push(`HTTP/1.1 performance ${formatScore(h1.performance)} < ${t.h1Performance * 100}`);
  }
  if (missing(figures.my4gLcpMs) || missing(figures.my4gFloorLcpMs)) {
    misses.push('Malaysian 4G LCP not measured');
  } else if (figures.my4gLcpMs > figures.my4gFloorLcpMs + t.my4gLcpOverFloorMs) {
    misses.push(
      `4G LCP ${formatMs(figures.my4gLcpMs)} > floor ${formatMs(figures.my4gFloorLcpMs)} + ${t.my4gLcpOverFloorMs} ms`,
    );
  }
  if (missing(figures.my4gHydratedMs)) {
    misses.push('4G buttons never worked');
  } else if (figures.my4gHydratedMs > t.my4gHydratedMs) {
    misses.push(`4G buttons work at ${formatMs(figures.my4gHydratedMs)} > ${t.my4gHydratedMs} ms`);
  }
  return misses;
}

const lcpCell = (figures: LighthouseFigures | undefined) =>
  figures ? `${formatScore(figures.performance)} · ${formatMs(figures.lcpMs)}` : '–';

const runsOf = (figures: SiteFigures | undefined) =>
  (figures?.lighthouseRuns ?? []).map((run) => formatMs(run.lcpMs)).join(', ') || '–';

/** The run as markdown: the main table, the targets, the same-run A/B and the first loads. */
export function renderPagesFront(results: PagesFrontResults): string {
  const lines: string[] = [];
  const [my4g, slow4g] = results.profiles;
  lines.push(`# Pages through the production front, ${results.startedAt.slice(0, 16)} UTC`);
  lines.push('');
  lines.push(
    `Commit ${results.commit}; ${results.machine['cores']} cores (${results.machine['cpu']}), ${results.machine['node']}. ` +
      `Lighthouse ${results.lighthouseRuns} runs (median), mobile preset, simulated throttling; ` +
      `real Chromium ${results.realRuns} runs (median) per phone profile, fresh context each load. ` +
      `Chromium trusts the front's local authority by ${results.trust === 'nss' ? 'its own NSS database (a valid chain, no error ignored)' : 'an SPKI pin of that authority'}.`,
  );
  lines.push('');
  lines.push(
    'Columns: **HTTP/2** is the built shop behind Caddy with `deploy/Caddyfile` (TLS from its local authority, HTTP/2), ' +
      '**HTTP/1.1** the server straight, and each **floor** the same prerendered HTML without scripts, served the same way ' +
      '(behind its own Caddy with the same Caddyfile, or straight). Lighthouse cells are performance · LCP (ms). ' +
      "Real-browser cells are LCP / buttons working (the shell's `nyiur:hydrated` mark), ms, with the floor's LCP in brackets.",
  );
  lines.push('');
  const fig = (route: PagesFrontResults['routes'][number], id: string) => route.figures[id];
  const rows = results.routes.map((route) => {
    const h2 = fig(route, 'h2');
    const h2Floor = fig(route, 'h2-floor');
    const h1 = fig(route, 'h1');
    const h1Floor = fig(route, 'h1-floor');
    const real = (name: PhoneProfile['name'] | undefined) => {
      if (!name) return '–';
      const app = realMedians(h2?.real[name]);
      const floor = realMedians(h2Floor?.real[name]);
      return `${formatMs(app.lcpMs)} / ${formatMs(app.hydratedMs)} (${formatMs(floor.lcpMs)})`;
    };
    return [
      `\`${route.route.path}\``,
      lcpCell(h2?.lighthouse),
      formatMs(h2Floor?.lighthouse?.lcpMs),
      h2?.lighthouse
        ? `${formatMs(h2.lighthouse.tbtMs)} · ${formatNumber(h2.lighthouse.cls, 3)}`
        : '–',
      lcpCell(h1?.lighthouse),
      formatMs(h1Floor?.lighthouse?.lcpMs),
      real(my4g?.name),
      real(slow4g?.name),
      formatLoad(results.load[route.route.path]),
    ];
  });
  lines.push(
    markdownTable(
      [
        'page',
        'HTTP/2 front: perf · LCP',
        'floor LCP',
        'TBT · CLS',
        'HTTP/1.1: perf · LCP',
        'floor LCP',
        `${my4g?.name ?? 'my4g'} LCP / buttons (floor)`,
        `${slow4g?.name ?? 'slow4g'} LCP / buttons (floor)`,
        'load 1 min',
      ],
      rows,
    ),
  );
  lines.push('');
  lines.push(
    `Phone profiles: ${results.profiles.map((profile) => `**${profile.name}** ${profile.label}`).join('; ')}.`,
  );
  lines.push('');
  lines.push('Lighthouse LCP of each run (ms), in the order they ran:');
  lines.push('');
  lines.push(
    markdownTable(
      ['page', ...['h2', 'h2-floor', 'h1', 'h1-floor']],
      results.routes.map((route) => [
        `\`${route.route.path}\``,
        ...['h2', 'h2-floor', 'h1', 'h1-floor'].map((id) => runsOf(fig(route, id))),
      ]),
    ),
  );
  lines.push('');
  lines.push('## Targets (issue 47)');
  lines.push('');
  const t = FRONT_TARGETS;
  lines.push(
    `HTTP/2: performance ≥ ${t.h2Performance * 100}, LCP ≤ ${t.h2LcpMs} ms and ≤ floor + ${t.h2LcpOverFloorMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}; ` +
      `HTTP/1.1: performance ≥ ${t.h1Performance * 100}; Malaysian 4G in real Chromium: LCP ≤ floor + ${t.my4gLcpOverFloorMs} ms, buttons working within ${t.my4gHydratedMs} ms.`,
  );
  lines.push('');
  lines.push(
    markdownTable(
      ['page', 'misses'],
      results.routes.map((route) => {
        const app = realMedians(fig(route, 'h2')?.real.my4g);
        const floor = realMedians(fig(route, 'h2-floor')?.real.my4g);
        const misses = frontTargetMisses({
          h2: fig(route, 'h2')?.lighthouse,
          h2FloorLcpMs: fig(route, 'h2-floor')?.lighthouse?.lcpMs ?? Number.NaN,
          h1: fig(route, 'h1')?.lighthouse,
          my4gLcpMs: app.lcpMs,
          my4gFloorLcpMs: floor.lcpMs,
          my4gHydratedMs: app.hydratedMs,
        });
        return [`\`${route.route.path}\``, misses.length === 0 ? 'none' : misses.join('; ')];
      }),
    ),
  );
  const variants = results.sites.filter((site) => site.id.startsWith('variant:'));
  if (variants.length > 0) {
    lines.push('');
    lines.push('## Same-run A/B: real Chromium over HTTP/2 through the front');
    lines.push('');
    lines.push(
      'LCP / buttons working, ms, median; each build served by a server and a Caddy of its own.',
    );
    lines.push('');
    for (const profile of results.profiles) {
      lines.push(`**${profile.name}**`);
      lines.push('');
      const columns = [
        { id: 'h2', label: 'as measured' },
        ...variants.map((site) => ({ id: site.id, label: site.id.slice('variant:'.length) })),
      ];
      lines.push(
        markdownTable(
          ['page', ...columns.map((column) => column.label), 'floor LCP'],
          results.routes.map((route) => [
            `\`${route.route.path}\``,
            ...columns.map((column) => {
              const medians = realMedians(fig(route, column.id)?.real[profile.name]);
              return `${formatMs(medians.lcpMs)} / ${formatMs(medians.hydratedMs)}`;
            }),
            formatMs(realMedians(fig(route, 'h2-floor')?.real[profile.name]).lcpMs),
          ]),
        ),
      );
      lines.push('');
    }
  }
  const protocols = [
    ...new Set(
      results.routes.flatMap((route) =>
        Object.values(route.figures).flatMap((figures) =>
          Object.values(figures.real).flatMap((loads) =>
            (loads ?? []).map((load) => load.protocol),
          ),
        ),
      ),
    ),
  ];
  lines.push('');
  lines.push(
    `Protocols the real-browser loads' documents came over: ${protocols.join(', ') || '–'}.`,
  );
  lines.push('');
  lines.push('## First-load JavaScript (gzip -9) of the builds measured');
  lines.push('');
  const paths = results.routes.map((route) => route.route.path);
  lines.push(
    markdownTable(
      ['page', 'budget', ...results.firstLoad.map((entry) => entry.label)],
      paths.map((path) => {
        const app = results.routes.find((route) => route.route.path === path)?.route.app ?? 'shop';
        return [
          `\`${path}\``,
          `${BUDGETS.firstLoadJsGzipKb[app]} KB`,
          ...results.firstLoad.map((entry) => {
            const found = entry.figures.find((figure) => figure.path === path);
            return found ? `${formatKb(found.gzipBytes)} KB, ${found.scripts} scripts` : '–';
          }),
        ];
      }),
    ),
  );
  const errors = results.routes.flatMap((route) =>
    Object.entries(route.figures).flatMap(([id, figures]) =>
      figures.errors.map((error) => `${route.route.path} ${id}: ${error}`),
    ),
  );
  if (errors.length > 0) {
    lines.push('');
    lines.push('## Errors');
    lines.push('');
    for (const error of errors) lines.push(`- ${error}`);
  }
  return lines.join('\n');
}

const formatLoad = (load: LoadSummary | undefined) =>
  load ? `${formatNumber(load.min, 1)}–${formatNumber(load.max, 1)}` : '–';
