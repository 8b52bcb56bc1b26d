/**
 * Lighthouse mobile on the same routes of several builds of the shop, in one session, the builds
 * taking turns run by run so a change in the machine's load falls on all alike.
 *
 *   pnpm exec tsx src/builds-side-by-side.ts now=.. preact=/path/to/other/checkout
 *
 * Each `label=checkout` names a checkout that holds a built server (`apps/server/dist/main.js`)
 * and built apps (`apps/{brand,shop}/build/client`); `label=checkout:server-checkout` serves the
 * first checkout's apps from the second one's server. BENCH_ROUTES (exact paths, comma-separated)
 * and BENCH_LH_RUNS (default 3) choose what is measured. Prints a markdown table of the medians
 * and writes it with every run to bench/results/side-by-side-<time>.{json,md}.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium';
import { medianFigures, runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { sampleLoad } from './load-sampler';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test';

interface Build {
  readonly label: string;
  readonly appsRoot: string;
  readonly serverRoot: string;
}

const benchDir = resolve(import.meta.dirname, '..');

function parseBuilds(args: readonly string[]): Build[] {
  return args.map((arg) => {
    const [label, where] = arg.split('=', 2);
    if (!label || !where) throw new Error(`"${arg}": expected label=checkout`);
    const [apps = '', server = apps] = where.split(':');
    const build = { label, appsRoot: resolve(apps), serverRoot: resolve(server) };
    for (const file of [
      join(build.serverRoot, 'apps/server/dist/main.js'),
      join(build.appsRoot, 'apps/brand/build/client'),
      join(build.appsRoot, 'apps/shop/build/client'),
    ]) {
      if (!existsSync(file)) throw new Error(`${label}: ${file} is missing (build it first)`);
    }
    return build;
  });
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART); such a run is taken again, twice at most. */
async function lighthouseWithRetry(url: string, port: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, port, 'mobile');
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${url}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

const ms = (value: number) => String(Math.round(value));
const score = (value: number) => String(Math.round(value * 100));

async function main(): Promise<void> {
  const builds = parseBuilds(process.argv.slice(2));
  if (builds.length < 2) throw new Error('Name at least two builds: label=checkout …');
  const routes = (process.env['BENCH_ROUTES'] ?? '/,/mct/essentials,/contact,/login,/products')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const runs = Number(process.env['BENCH_LH_RUNS'] ?? '3');
  const logDir = mkdtempSync(join(tmpdir(), 'nyiur-side-by-side-'));
  const servers: ServerUnderTest[] = [];
  const figures = new Map<string, LighthouseFigures[]>();
  const key = (label: string, route: string) => `${label} ${route}`;
  const sampler = sampleLoad();
  const chromium = await launchChromium({
    executable: process.env['BENCH_CHROMIUM'] ?? '/usr/bin/chromium',
    logDir,
  });
  try {
    for (const build of builds) {
      // A copy of the apps, so that a rebuild beside the run cannot change what is measured.
      const copy = join(logDir, build.label);
      mkdirSync(copy);
      for (const app of ['brand', 'shop']) {
        cpSync(join(build.appsRoot, 'apps', app, 'build', 'client'), join(copy, app), {
          recursive: true,
        });
      }
      servers.push(
        await startServerUnderTest({
          repoRoot: build.serverRoot,
          databaseUrl: undefined,
          staticDirs: [join(copy, 'brand'), join(copy, 'shop')],
          logDir,
          logName: `${build.label}.log`,
        }),
      );
    }
    for (const route of routes) {
      for (let run = 0; run < runs; run += 1) {
        for (const [index, build] of builds.entries()) {
          const url = `${servers[index]?.baseUrl}${route}`;
          const done = figures.get(key(build.label, route)) ?? [];
          const figure = await lighthouseWithRetry(url, chromium.port);
          done.push(figure);
          figures.set(key(build.label, route), done);
          console.error(`${build.label} ${route} run ${run + 1}: ${JSON.stringify(figure)}`);
        }
      }
    }
  } finally {
    await chromium.stop();
    for (const server of servers) await server.stop();
  }
  const load = sampler.stop();
  const head = `| route | ${builds.map((b) => `${b.label}: perf · LCP ms · TBT ms · CLS`).join(' | ')} |`;
  const rule = `| --- | ${builds.map(() => '---').join(' | ')} |`;
  const rows = routes.map((route) => {
    const cells = builds.map((build) => {
      const median = medianFigures(figures.get(key(build.label, route)) ?? []);
      return `${score(median.performance)} · ${ms(median.lcpMs)} · ${ms(median.tbtMs)} · ${median.cls.toFixed(3)}`;
    });
    return `| \`${route}\` | ${cells.join(' | ')} |`;
  });
  const table = [head, rule, ...rows].join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const note = `Lighthouse 12 mobile, median of ${runs}, builds taking turns; load average while it ran: ${JSON.stringify(load)}`;
  mkdirSync(join(benchDir, 'results'), { recursive: true });
  writeFileSync(
    join(benchDir, 'results', `side-by-side-${stamp}.json`),
    JSON.stringify({ builds, routes, runs, load, figures: Object.fromEntries(figures) }, null, 2),
  );
  writeFileSync(join(benchDir, 'results', `side-by-side-${stamp}.md`), `${note}\n\n${table}\n`);
  console.log(`${note}\n\n${table}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
