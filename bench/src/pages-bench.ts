import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, type AppName } from '@nyiur/domain';
import { chromium } from 'playwright-core';
import { launchChromium } from './chromium';
import { startFloorServer } from './floor-server';
import {
  medianFigures,
  runLighthouse,
  type LighthouseFigures,
  type Preset,
} from './lighthouse-run';
import { measurePageWeight, type PageWeight } from './page-weight';
import type { MainServer } from './main-server';
import { benchRoutes, matchesRouteFilter, prerenderedFileOf, type BenchRoute } from './routes';
import { during, log, message, unlessItFails, type BenchRun } from './run';
import { freeSampleCheckoutLink } from './sample-link';

/** One page measured: its weight on first load and Lighthouse by preset (median of the runs). */
export interface PageMeasure {
  readonly url: string;
  readonly weight: PageWeight | null;
  readonly lighthouse: Partial<Record<Preset, LighthouseFigures>>;
  /** Every single Lighthouse run, for the record. */
  readonly lighthouseRuns: Partial<Record<Preset, LighthouseFigures[]>>;
  readonly errors: string[];
}

export interface RouteResult {
  readonly route: BenchRoute;
  /** Who served the app page: the real server, or the bench's stand-in host of the build. */
  readonly host: 'server' | 'stand-in';
  readonly app: PageMeasure;
  readonly floor: PageMeasure | null;
}

export interface PagesReport {
  readonly lighthouseRuns: number;
  readonly routes: RouteResult[];
  readonly skipped: { readonly path: string; readonly reason: string }[];
  /** Set when the real server did not host the apps and the stand-in served the builds. */
  readonly note: string | null;
}

async function servesHtml(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
  } catch {
    return false;
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Measures pages side by side (the app page and its floor): weights first, then Lighthouse run
 * by run with the pages taking turns, so a change in the machine's load falls on both alike.
 */
async function measureSideBySide(
  urls: readonly string[],
  runs: number,
  presets: readonly Preset[],
  withLighthouse: boolean,
  chromiumPort: number,
  weigh: (url: string) => Promise<PageWeight>,
  log: (line: string) => void,
): Promise<PageMeasure[]> {
  const measures = urls.map((url) => ({
    url,
    weight: null as PageWeight | null,
    lighthouse: {} as Partial<Record<Preset, LighthouseFigures>>,
    lighthouseRuns: {} as Partial<Record<Preset, LighthouseFigures[]>>,
    errors: [] as string[],
  }));
  for (const measure of measures) {
    try {
      measure.weight = await weigh(measure.url);
    } catch (error) {
      measure.errors.push(`weight: ${describe(error)}`);
    }
  }
  for (const preset of withLighthouse ? presets : []) {
    for (let run = 0; run < runs; run += 1) {
      for (const measure of measures) {
        const done = (measure.lighthouseRuns[preset] ??= []);
        try {
          done.push(await runLighthouse(measure.url, chromiumPort, preset));
        } catch (error) {
          measure.errors.push(`lighthouse ${preset}: ${describe(error)}`);
        }
      }
    }
    for (const measure of measures) {
      const done = measure.lighthouseRuns[preset] ?? [];
      if (done.length > 0) measure.lighthouse[preset] = medianFigures(done);
    }
  }
  for (const measure of measures) {
    log(`  ${measure.url}: ${measure.errors.length === 0 ? 'ok' : measure.errors.join('; ')}`);
  }
  return measures;
}

/**
 * For every route: the app page as the real server serves it (or, where the server does not
 * host the apps yet, as a stand-in static host serves the same build), and beside it the floor
 * page, measured the same way.
 */
export async function runPagesBench(options: {
  readonly serverUrl: string;
  readonly routes: readonly BenchRoute[];
  readonly clientDirs: Readonly<Record<AppName, string>>;
  readonly lighthouseRuns: number;
  readonly lighthousePresets: readonly Preset[];
  /** Whether Lighthouse runs on a route (page weights are always taken). */
  readonly lighthouseOn: (route: BenchRoute) => boolean;
  readonly chromiumPath: string;
  readonly logDir: string;
  readonly log: (line: string) => void;
}): Promise<PagesReport> {
  const { clientDirs } = options;
  const built = (route: BenchRoute) =>
    existsSync(join(clientDirs[route.app], prerenderedFileOf(route.path)));
  const skipped: { path: string; reason: string }[] = [];
  const routeApps = new Map(options.routes.map((route) => [route.path, route.app] as const));
  // Where the members-only guard sends a visitor without a session, measured or not: the floor
  // of a members' page follows it there (see stripScripts).
  routeApps.set(PATHS.login, 'shop');
  const floor = await startFloorServer({ clientDirs, routes: routeApps, strip: true });
  const standIn = await startFloorServer({ clientDirs, routes: routeApps, strip: false });
  const browserProcess = await launchChromium({
    executable: options.chromiumPath,
    logDir: options.logDir,
  });
  const results: RouteResult[] = [];
  let standInUsed = false;
  try {
    const browser = await chromium.connectOverCDP(browserProcess.cdpUrl, { timeout: 30_000 });
    const weigh = (url: string) => measurePageWeight(browser, url);
    for (const route of options.routes) {
      const onServer = await servesHtml(`${options.serverUrl}${route.path}`);
      const hasBuild = built(route);
      if (!onServer && !hasBuild) {
        skipped.push({
          path: route.path,
          reason: `not served by the server and no ${route.app} build`,
        });
        continue;
      }
      standInUsed ||= !onServer;
      options.log(`Pages: ${route.path}`);
      const opened = `${route.path}${route.visit ?? ''}`;
      const appUrl = `${onServer ? options.serverUrl : standIn.baseUrl}${opened}`;
      const withLighthouse = options.lighthouseOn(route);
      const urls = [appUrl, ...(hasBuild ? [`${floor.baseUrl}${opened}`] : [])];
      const [app, floorPage] = await measureSideBySide(
        urls,
        options.lighthouseRuns,
        options.lighthousePresets,
        withLighthouse,
        browserProcess.port,
        weigh,
        options.log,
      );
      if (!app) continue;
      results.push({
        route,
        host: onServer ? 'server' : 'stand-in',
        app,
        floor: floorPage ?? null,
      });
    }
    await browser.close().catch(() => undefined);
  } finally {
    await browserProcess.stop();
    await floor.close();
    await standIn.close();
  }
  return {
    lighthouseRuns: options.lighthouseRuns,
    routes: results,
    skipped,
    note: standInUsed
      ? 'The API server did not serve these app pages yet; they were measured as built, from a stand-in static host (brotli, long cache on assets).'
      : null,
  };
}

/** The routes, the guest checkout opened from a fresh free-sample lead's link as a guest does. */
async function withVisits(routes: BenchRoute[], baseUrl: string): Promise<BenchRoute[]> {
  if (!routes.some((route) => route.pattern === '/guest-checkout')) return routes;
  try {
    const visit = await freeSampleCheckoutLink(baseUrl);
    return routes.map((route) =>
      route.pattern === '/guest-checkout' ? { ...route, visit } : route,
    );
  } catch (error) {
    log(`No free-sample link for /guest-checkout (${message(error)}): it is opened bare`);
    return routes;
  }
}

/** The pages part on the main server; null when it is not asked for or cannot run. */
export async function benchPages(run: BenchRun, server: MainServer): Promise<PagesReport | null> {
  const { config } = run;
  if (!config.parts.includes('pages') || !server.up('pages')) return null;
  return unlessItFails(run, 'pages', async () => {
    const routes = await withVisits(
      benchRoutes({ allArticles: config.allArticles, filter: config.routeFilter }),
      server.baseUrl,
    );
    return during(run, 'pages', () =>
      runPagesBench({
        serverUrl: server.baseUrl,
        routes,
        clientDirs: run.clientDirs,
        lighthouseRuns: config.lighthouseRuns,
        lighthousePresets: config.lighthousePresets,
        lighthouseOn: (route) =>
          config.lighthouseFilter.length === 0 ||
          matchesRouteFilter(route.path, config.lighthouseFilter),
        chromiumPath: config.chromiumPath,
        logDir: run.logDir,
        log,
      }),
    );
  });
}
