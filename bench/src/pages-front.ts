import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS, type AppName } from '@nyiur/domain';
import { chromium, type Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { measureFirstLoad } from './first-load';
import { startFloorServer } from './floor-server';
import { freePort } from './free-port';
import { localAuthority, startFront, type RunningFront } from './front';
import { medianFigures, runLighthouse } from './lighthouse-run';
import { sampleLoad, type LoadSummary } from './load-sampler';
import { benchRoutes, type BenchRoute } from './routes';
import { loadOnPhone, PHONE_PROFILES, type RealLoad } from './real-browser';
import { prepareRun } from './prepare-run';
import { log, message } from './run';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test';
import { renderPagesFront, type PagesFrontResults, type SiteFigures } from './pages-front-report';
import { freeSampleCheckoutLink } from './sample-link';

/** The pages the review and issue 47 name; BENCH_ROUTES widens or narrows them. */
export const DEFAULT_FRONT_ROUTES = ['/', '/mct/essentials', '/login', '/checkout'] as const;

/** One address the pages are measured at: who serves them, over what, and what it serves. */
interface Site {
  readonly id: string;
  readonly label: string;
  readonly baseUrl: string;
  /** The floor: scripts stripped, so it never hydrates. */
  readonly floor: boolean;
  readonly lighthouse: boolean;
  readonly realBrowser: boolean;
}

/** A build to compare, same run (BENCH_PAGES_VARIANTS="label=dir,…", dir holding brand/ and shop/). */
interface Variant {
  readonly label: string;
  readonly dir: string;
}

function variantsFrom(raw: string | undefined): Variant[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
    .map((item) => {
      const [label, dir] = item.split('=');
      if (!label || !dir) throw new Error(`BENCH_PAGES_VARIANTS: "${item}" is not label=dir`);
      return { label, dir };
    });
}

const hostOf = (baseUrl: string) => new URL(baseUrl).host;

async function main(): Promise<number> {
  const run = prepareRun();
  if (!run) return 1;
  const { config } = run;
  const routes = benchRoutes({
    allArticles: false,
    filter: config.routeFilter.length > 0 ? config.routeFilter : DEFAULT_FRONT_ROUTES,
  });
  const variants = variantsFrom(process.env['BENCH_PAGES_VARIANTS']);
  const withLighthouse = process.env['BENCH_PAGES_LH'] !== '0';
  const realRuns = Number(process.env['BENCH_PAGES_REAL_RUNS'] ?? 3);
  const authority = localAuthority(run.logDir);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  let browser: Browser | undefined;
  try {
    const staticDirs = [run.clientDirs.brand, run.clientDirs.shop];
    // Up to five minutes to start: on a busy machine several servers migrate PGlite at once.
    const readyTimeoutMs = 300_000;
    // Behind the front: the server's public address is the front's, and it trusts the front's
    // forwarded client address, as docs/operations.md sets it up.
    const behindFront = async (name: string, dirs: readonly string[]) => {
      const port = await freePort();
      const server: ServerUnderTest = await startServerUnderTest({
        repoRoot: config.repoRoot,
        databaseUrl: undefined,
        staticDirs: dirs,
        logDir: run.logDir,
        logName: `server-${name}.log`,
        env: { PUBLIC_BASE_URL: `https://localhost:${port}`, TRUST_PROXY: 'loopback' },
        readyTimeoutMs,
      });
      stops.push(() => server.stop());
      const front: RunningFront = await startFront({
        repoRoot: config.repoRoot,
        upstream: hostOf(server.baseUrl),
        authority,
        runDir: run.logDir,
        name,
        readyPath: '/',
        port,
      });
      stops.push(() => front.stop());
      return { front, server };
    };
    // The front first, alone: it makes the local authority every later front shares.
    const { front: appFront, server: appServer } = await behindFront('front', staticDirs);
    const floorRoutes = new Map<string, AppName>(routes.map((route) => [route.path, route.app]));
    // Where the members-only guard sends a visitor without a session (see stripScripts).
    floorRoutes.set(PATHS.login, 'shop');
    const floor = await startFloorServer({
      clientDirs: run.clientDirs,
      routes: floorRoutes,
      strip: true,
    });
    stops.push(() => floor.close());
    // The rest side by side. HTTP/1.1 straight to a server of its own, whose own address is its
    // public one (a server redirects pages asked for on another host).
    const [straight, floorFront, ...variantFronts] = await Promise.all([
      startServerUnderTest({
        repoRoot: config.repoRoot,
        databaseUrl: undefined,
        staticDirs,
        logDir: run.logDir,
        logName: 'server-straight.log',
        readyTimeoutMs,
      }).then((server) => {
        stops.push(() => server.stop());
        return server;
      }),
      startFront({
        repoRoot: config.repoRoot,
        upstream: hostOf(floor.baseUrl),
        authority,
        runDir: run.logDir,
        name: 'floor-front',
        readyPath: PATHS.login,
      }).then((front) => {
        stops.push(() => front.stop());
        return front;
      }),
      ...variants.map((variant, index) =>
        behindFront(`variant-${index + 1}`, [
          join(variant.dir, 'brand'),
          join(variant.dir, 'shop'),
        ]),
      ),
    ]);
    const sites: Site[] = [
      {
        id: 'h2',
        label: 'HTTP/2 through the front',
        baseUrl: appFront.baseUrl,
        floor: false,
        lighthouse: withLighthouse,
        realBrowser: true,
      },
      {
        id: 'h2-floor',
        label: 'floor, HTTP/2 through the front',
        baseUrl: floorFront.baseUrl,
        floor: true,
        lighthouse: withLighthouse,
        realBrowser: true,
      },
      {
        id: 'h1',
        label: 'HTTP/1.1 straight to the server',
        baseUrl: straight.baseUrl,
        floor: false,
        lighthouse: withLighthouse,
        realBrowser: false,
      },
      {
        id: 'h1-floor',
        label: 'floor, HTTP/1.1 straight',
        baseUrl: floor.baseUrl,
        floor: true,
        lighthouse: withLighthouse,
        realBrowser: false,
      },
    ];
    variants.forEach((variant, index) => {
      const front = variantFronts[index]?.front;
      if (!front) return;
      sites.push({
        id: `variant:${variant.label}`,
        label: `${variant.label}, HTTP/2 through the front`,
        baseUrl: front.baseUrl,
        floor: false,
        lighthouse: false,
        realBrowser: true,
      });
    });
    // The guest checkout opened from a fresh free-sample lead's link, as a guest opens it: bare,
    // the page has no sample and sends the visitor home. One lead per server (each has its own
    // database); the floors take the front's link, whose query and fragment they ignore.
    const visits = new Map<string, string>();
    if (routes.some((route) => route.pattern === PATHS.guestCheckout)) {
      const appLink = await freeSampleCheckoutLink(appServer.baseUrl);
      visits.set('h2', appLink).set('h2-floor', appLink).set('h1-floor', appLink);
      visits.set('h1', await freeSampleCheckoutLink(straight.baseUrl));
      for (const [index, variant] of variants.entries()) {
        const server = variantFronts[index]?.server;
        if (server)
          visits.set(`variant:${variant.label}`, await freeSampleCheckoutLink(server.baseUrl));
      }
    }
    const chromiumProcess = await launchChromium({
      executable: config.chromiumPath,
      logDir: run.logDir,
      trustRoot: authority.rootFile,
    });
    stops.push(() => chromiumProcess.stop());
    log(`Chromium trusts the fronts' local authority by ${chromiumProcess.trust}`);
    browser = await chromium.connectOverCDP(chromiumProcess.cdpUrl, { timeout: 30_000 });
    const connected = browser;

    const results: PagesFrontResults['routes'][number][] = [];
    const load: Record<string, LoadSummary> = {};
    for (const route of routes) {
      log(`Pages through the front: ${route.path}`);
      const sampler = sampleLoad();
      const figures: Record<string, SiteFigures> = {};
      for (const site of sites) {
        figures[site.id] = { lighthouseRuns: [], real: {}, errors: [] };
      }
      const opened = (site: Site) =>
        `${site.baseUrl}${route.path}${route.pattern === PATHS.guestCheckout ? (visits.get(site.id) ?? '') : ''}`;
      // Lighthouse mobile, the sites taking turns run by run.
      for (let attempt = 0; attempt < config.lighthouseRuns; attempt += 1) {
        for (const site of sites.filter((candidate) => candidate.lighthouse)) {
          const into = figures[site.id];
          try {
            into?.lighthouseRuns.push(
              await runLighthouse(opened(site), chromiumProcess.port, 'mobile'),
            );
          } catch (error) {
            into?.errors.push(`lighthouse: ${message(error)}`);
          }
        }
      }
      // Real Chromium on each phone profile, the sites taking turns run by run.
      for (const profile of PHONE_PROFILES) {
        for (let attempt = 0; attempt < realRuns; attempt += 1) {
          for (const site of sites.filter((candidate) => candidate.realBrowser)) {
            const into = figures[site.id];
            if (!into) continue;
            try {
              const loaded: RealLoad = await loadOnPhone(
                connected,
                opened(site),
                profile,
                !site.floor,
              );
              (into.real[profile.name] ??= []).push(loaded);
            } catch (error) {
              into.errors.push(`${profile.name}: ${message(error)}`);
            }
          }
        }
      }
      for (const site of sites) {
        const done = figures[site.id];
        if (done && done.lighthouseRuns.length > 0) {
          done.lighthouse = medianFigures(done.lighthouseRuns);
        }
        for (const error of done?.errors ?? []) log(`  ${site.id}: ${error}`);
      }
      load[route.path] = sampler.stop();
      results.push({ route: routeSummary(route), figures });
    }

    const firstLoad = [
      {
        label: 'as measured',
        figures: measureFirstLoad(config.repoRoot, (app) => run.clientDirs[app]),
      },
      ...variants.map((variant) => ({
        label: variant.label,
        figures: measureFirstLoad(config.repoRoot, (app) => join(variant.dir, app)),
      })),
    ];
    const output: PagesFrontResults = {
      startedAt: run.startedAt,
      commit: run.commit,
      machine: run.machine,
      trust: chromiumProcess.trust,
      lighthouseRuns: config.lighthouseRuns,
      realRuns,
      profiles: PHONE_PROFILES,
      sites: sites.map(({ id, label, floor: isFloor }) => ({ id, label, floor: isFloor })),
      routes: results,
      load,
      firstLoad: firstLoad.map((entry) => ({
        label: entry.label,
        figures: entry.figures.filter((figure) =>
          routes.some((route) => route.path === figure.path),
        ),
      })),
    };
    mkdirSync(config.resultsDir, { recursive: true });
    const markdown = renderPagesFront(output);
    const base = join(config.resultsDir, `pages-front-${run.stamp}`);
    writeFileSync(`${base}.json`, `${JSON.stringify(output, null, 2)}\n`);
    writeFileSync(`${base}.md`, `${markdown}\n`);
    process.stdout.write(`${markdown}\n`);
    log(`Wrote ${base}.md and .json`);
    return 0;
  } finally {
    await browser?.close().catch(() => undefined);
    await stopAll();
  }
}

const routeSummary = (route: BenchRoute) => ({ app: route.app, path: route.path });

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
