import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerPool, type BenchUser } from './api-client';
import { runApiBench, type ApiReport } from './api-bench';
import { apiOnPglite, profileApiCalls, type ApiProfileReport } from './api-profile';
import { openDatabaseForReading } from './db-access';
import { describeMachine, loadBenchConfig } from './env';
import { runFlashSale, type FlashSaleReport } from './flash-sale';
import { measureHashCeiling } from './hash-ceiling';
import { sampleLoad, type LoadSummary } from './load-sampler';
import { runPagesBench, type PagesReport } from './pages-bench';
import { readDatabaseState, reconcile, type Reconciliation } from './reconcile';
import { budgetMisses, renderMarkdown, type BenchResults } from './report';
import { benchRoutes, matchesRouteFilter, type BenchRoute } from './routes';
import { freeSampleCheckoutLink } from './sample-link';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test';
import { runShoppers, type ShoppersReport } from './shoppers';

const log = (line: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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

async function main(): Promise<number> {
  const config = loadBenchConfig();
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-').slice(0, 19);
  const serverMain = join(config.repoRoot, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(serverMain)) {
    console.error(
      `The benchmark measures built code and builds nothing itself: ${serverMain} is missing. Run \`pnpm build\` first.`,
    );
    return 1;
  }
  const builtDirs = {
    brand: join(config.repoRoot, 'apps', 'brand', 'build', 'client'),
    shop: join(config.repoRoot, 'apps', 'shop', 'build', 'client'),
  } as const;
  const notMeasured: { part: string; reason: string }[] = [];
  for (const [app, dir] of Object.entries(builtDirs)) {
    if (config.parts.includes('pages') && !existsSync(dir)) {
      log(`No ${app} build at ${dir}: run \`pnpm build\` first to measure its pages.`);
      notMeasured.push({
        part: `pages of ${app}`,
        reason: `no build at apps/${app}/build/client (run \`pnpm build\`)`,
      });
    }
  }
  const logDir = mkdtempSync(join(tmpdir(), `nyiur-bench-${stamp}-`));
  log(`Logs in ${logDir}`);
  // A copy of the app builds, served by the server and the floor alike, so a rebuild running
  // beside the benchmark cannot change or remove files in the middle of a measurement.
  const clientDirs = {
    brand: join(logDir, 'builds', 'brand'),
    shop: join(logDir, 'builds', 'shop'),
  } as const;
  for (const app of ['brand', 'shop'] as const) {
    if (existsSync(builtDirs[app])) cpSync(builtDirs[app], clientDirs[app], { recursive: true });
  }
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: config.repoRoot })
        .toString()
        .trim();
    } catch {
      return 'unknown';
    }
  })();
  const machine = describeMachine();

  let server: ServerUnderTest | undefined;
  let pages: PagesReport | null = null;
  let api: ApiReport | null = null;
  let apiPglite: ApiReport | null = null;
  let apiProfile: ApiProfileReport | null = null;
  let shoppers: ShoppersReport | null = null;
  let reconciliation: Reconciliation | null = null;
  let flash: FlashSaleReport | null = null;
  let shopperUsers: BenchUser[] = [];
  const load: Record<string, LoadSummary> = {};
  const during = async <T>(part: string, work: () => Promise<T>): Promise<T> => {
    const sampler = sampleLoad();
    try {
      return await work();
    } finally {
      load[part] = sampler.stop();
    }
  };
  try {
    log(`Starting the server (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    if (!config.databaseUrl) {
      log('No BENCH_DATABASE_URL: the server runs on PGlite; production runs on PostgreSQL.');
    }
    server = await startServerUnderTest({
      repoRoot: config.repoRoot,
      databaseUrl: config.databaseUrl,
      staticDirs: [clientDirs.brand, clientDirs.shop],
      logDir,
    });
    const baseUrl = server.baseUrl;
    const running = server.process;
    /** Whether the server is still up; if not, the part is reported as not measured. */
    const serverUp = (part: string): boolean => {
      const how = running.endedHow();
      if (how === null) return true;
      notMeasured.push({
        part,
        reason: `the server process ended before this part (${how}; log ${running.logFile})`,
      });
      return false;
    };
    log(`Server at ${baseUrl}, data in ${server.dataDir}`);

    const wantsApi = config.parts.includes('api');
    const wantsShoppers = config.parts.includes('shoppers');
    let apiUsers: BenchUser[] = [];
    if (wantsApi || wantsShoppers) {
      try {
        if (wantsApi)
          apiUsers = await registerPool(
            baseUrl,
            `bench-api-${stamp}`,
            Math.max(...config.apiConcurrency),
          );
        if (wantsShoppers)
          shopperUsers = await registerPool(baseUrl, `bench-shopper-${stamp}`, config.shoppers);
        log(`Registered ${apiUsers.length + shopperUsers.length} members`);
      } catch (error) {
        notMeasured.push({
          part: 'API and shoppers',
          reason: `members could not be registered: ${message(error)}`,
        });
      }
    }

    if (wantsApi && apiUsers.length > 0 && serverUp('API')) {
      try {
        api = await during('api', () =>
          runApiBench({
            baseUrl,
            users: apiUsers,
            concurrency: config.apiConcurrency,
            seconds: config.apiSeconds,
            logDir,
            repoRoot: config.repoRoot,
            log,
          }),
        );
      } catch (error) {
        notMeasured.push({ part: 'API', reason: message(error) });
      }
    }

    if (wantsShoppers && shopperUsers.length > 0 && serverUp('shoppers')) {
      try {
        shoppers = await during('shoppers', async () => {
          // The same run's reference for a sign-in per purchase: the password hashes a second
          // this machine can do at most, measured while the server is idle.
          const hashCeiling = await measureHashCeiling();
          log(
            `Password-hash ceiling: ${hashCeiling.hashesPerSecond.toFixed(1)} argon2id hashes/s (${hashCeiling.msPerHash.toFixed(1)} ms each alone)`,
          );
          // The reference: one shopper alone, so every step's latency has its uncontended figure.
          const [first] = shopperUsers;
          const alone = first
            ? await runShoppers({
                baseUrl,
                users: [first],
                seconds: Math.min(10, config.shopperSeconds),
                log,
              })
            : null;
          const crowd = await runShoppers({
            baseUrl,
            users: shopperUsers,
            seconds: config.shopperSeconds,
            log,
          });
          // The same crowd staying signed in, as a shopper's session does: the purchase path
          // without a password hash per order (the targets are held to the run above).
          const signedIn = await runShoppers({
            baseUrl,
            users: shopperUsers,
            seconds: config.shopperSeconds,
            signIn: 'once',
            log,
          });
          return {
            ...crowd,
            ...(alone ? { alone: alone.steps, aloneOrdersPerSecond: alone.ordersPerSecond } : {}),
            hashCeiling,
            staySignedIn: {
              ordersCompleted: signedIn.ordersCompleted,
              ordersPerSecond: signedIn.ordersPerSecond,
              elapsedSeconds: signedIn.elapsedSeconds,
              steps: signedIn.steps,
              errors: signedIn.errors,
            },
            purchases: [...(alone?.purchases ?? []), ...crowd.purchases, ...signedIn.purchases],
          };
        });
      } catch (error) {
        notMeasured.push({ part: 'shoppers', reason: message(error) });
      }
    }

    if (config.parts.includes('pages') && serverUp('pages')) {
      try {
        const routes = await withVisits(
          benchRoutes({ allArticles: config.allArticles, filter: config.routeFilter }),
          baseUrl,
        );
        pages = await during('pages', () =>
          runPagesBench({
            serverUrl: baseUrl,
            routes,
            clientDirs,
            lighthouseRuns: config.lighthouseRuns,
            lighthousePresets: config.lighthousePresets,
            lighthouseOn: (route) =>
              config.lighthouseFilter.length === 0 ||
              matchesRouteFilter(route.path, config.lighthouseFilter),
            chromiumPath: config.chromiumPath,
            logDir,
            log,
          }),
        );
      } catch (error) {
        notMeasured.push({ part: 'pages', reason: message(error) });
      }
    }
  } catch (error) {
    notMeasured.push({ part: 'everything', reason: message(error) });
  } finally {
    const ended = server?.process.endedHow();
    if (server && ended) {
      notMeasured.push({
        part: 'server',
        reason: `the server process ended during the run (${ended}); figures after that point are connection errors`,
      });
    }
    if (server) {
      log('Stopping the server (it waits for the sandbox callbacks still under way)');
      await server.stop();
    }
  }

  if (server && shoppers) {
    try {
      const database = await openDatabaseForReading({
        databaseUrl: server.databaseUrl,
        dataDir: server.dataDir,
      });
      try {
        const state = await readDatabaseState(
          database.sql,
          shopperUsers.map((user) => user.id),
        );
        reconciliation = reconcile(shoppers.purchases, state);
      } finally {
        await database.close();
      }
    } catch (error) {
      notMeasured.push({ part: 'reconciliation', reason: message(error) });
    }
  }

  // The sale sets the stock of a box to 100: on a database and a server of its own.
  if (config.parts.includes('flash')) {
    if (!config.databaseUrl) {
      notMeasured.push({
        part: '12.12 flash sale',
        reason: 'it runs on PostgreSQL only: set BENCH_DATABASE_URL',
      });
    } else {
      const databaseUrl = config.databaseUrl;
      try {
        flash = await during('flash', () =>
          runFlashSale({
            repoRoot: config.repoRoot,
            databaseUrl,
            logDir,
            shoppers: config.flashShoppers,
            seconds: config.flashSeconds,
            signInsAtOnce: config.flashSignInsAtOnce,
            stamp,
            log,
          }),
        );
      } catch (error) {
        notMeasured.push({ part: '12.12 flash sale', reason: message(error) });
      }
    }
  }

  // After the main server has stopped (and the shoppers' orders were reconciled), each on a
  // server of its own: the API table on PGlite beside PostgreSQL's, and the profile's top five.
  if (config.parts.includes('api') && api) {
    if (config.databaseUrl && config.apiOnPglite) {
      try {
        apiPglite = await during('api-pglite', () =>
          apiOnPglite({
            repoRoot: config.repoRoot,
            logDir,
            concurrency: config.apiConcurrency,
            seconds: config.apiSeconds,
            stamp,
            log,
          }),
        );
      } catch (error) {
        notMeasured.push({ part: 'API on PGlite', reason: message(error) });
      }
    }
    if (config.profile) {
      try {
        apiProfile = await during('api-profile', () =>
          profileApiCalls({
            repoRoot: config.repoRoot,
            databaseUrl: config.databaseUrl,
            logDir,
            connections: config.profileConnections,
            seconds: config.apiSeconds,
            stamp,
            log,
          }),
        );
      } catch (error) {
        notMeasured.push({ part: 'API profile', reason: message(error) });
      }
    }
  }

  const shoppersResult = shoppers
    ? (({ purchases: _purchases, ...rest }) => ({ ...rest, reconciliation }))(shoppers)
    : null;
  const partial = { pages, api, shoppers: shoppersResult };
  const results: BenchResults = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit,
    machine,
    load,
    server: {
      driver: server?.driver ?? 'not started',
      note: 'NODE_ENV=production, LOG_LEVEL=warn, rate limits raised out of reach (all load comes from 127.0.0.1), sandbox gateway',
    },
    ...partial,
    apiPglite,
    apiProfile,
    flash,
    notMeasured,
    budgetMisses: budgetMisses(partial),
  };
  // The run's own scratch: the server's data directory and the copy of the builds.
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(join(logDir, 'builds'), { recursive: true, force: true });
  const markdown = renderMarkdown(results);
  mkdirSync(config.resultsDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(join(config.resultsDir, `${stamp}.json`), json);
  writeFileSync(join(config.resultsDir, `${stamp}.md`), markdown);
  writeFileSync(join(config.resultsDir, 'latest.json'), json);
  writeFileSync(join(config.resultsDir, 'latest.md'), markdown);
  process.stdout.write(`${markdown}\n`);
  if (results.budgetMisses.length > 0) {
    log(`${results.budgetMisses.length} figures over budget:`);
    for (const miss of results.budgetMisses)
      log(`  OVER BUDGET ${miss.where}: ${miss.figure} ${miss.value} (budget ${miss.budget})`);
  }
  log(
    `Results: bench/results/${stamp}.json and .md (also latest.json, latest.md); logs in ${logDir}`,
  );
  return 0;
}

/** `tsx src/main.ts render <results.json>`: prints a stored run again, budgets re-checked. */
function render(file: string): number {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  const results = { ...stored, load: stored.load ?? {}, budgetMisses: budgetMisses(stored) };
  process.stdout.write(`${renderMarkdown(results)}\n`);
  return 0;
}

const [command, file] = process.argv.slice(2);
(command === 'render' && file ? Promise.resolve(render(file)) : main()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
