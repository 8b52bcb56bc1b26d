import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { registerPool, type BenchUser } from './api-client';
import { API_SCENARIOS, figuresOf, load, runApiBench, type ApiReport } from './api-bench';
import { readProfileIn, topOfProfile, type ProfileTop } from './cpu-profile';
import { during, log, unlessItFails, type BenchRun } from './run';
import { startServerUnderTest } from './server-under-test';

/** The top of the server's CPU profile while one call ran alone under load. */
export interface ScenarioProfile {
  readonly target: string;
  readonly connections: number;
  readonly seconds: number;
  /** Requests per second while profiled (the profiler costs some; the API table is the figure). */
  readonly requestsPerSecond: number;
  readonly top: ProfileTop;
}

export interface ApiProfileReport {
  readonly driver: 'postgres' | 'pglite';
  readonly scenarios: ScenarioProfile[];
  readonly skipped: { readonly target: string; readonly reason: string }[];
}

const nowUs = (): number => Number(process.hrtime.bigint() / 1000n);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * For each API call: a fresh server started with `node --cpu-prof`, its own members, the call
 * under load at `connections` for `seconds`, then the server stopped so node writes its profile.
 * Only the samples taken during the load count (the profile and the bench share the machine's
 * monotonic clock), so start-up, migrations and sign-ups stay out of the top five.
 */
export async function profileApiCalls(options: {
  readonly repoRoot: string;
  readonly databaseUrl: string | undefined;
  readonly logDir: string;
  readonly connections: number;
  readonly seconds: number;
  readonly stamp: string;
  readonly log: (line: string) => void;
}): Promise<ApiProfileReport> {
  const scenarios: ScenarioProfile[] = [];
  const skipped: { target: string; reason: string }[] = [];
  for (const [index, scenario] of API_SCENARIOS.entries()) {
    const profileDir = join(options.logDir, 'profiles', String(index));
    mkdirSync(profileDir, { recursive: true });
    options.log(`API profile: ${scenario.name} at ${options.connections} connections`);
    try {
      const server = await startServerUnderTest({
        repoRoot: options.repoRoot,
        databaseUrl: options.databaseUrl,
        logDir: options.logDir,
        logName: `server-profile-${index}.log`,
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
      });
      let window: { fromUs: number; toUs: number } | undefined;
      let requestsPerSecond = 0;
      try {
        const users: BenchUser[] = await registerPool(
          server.baseUrl,
          `bench-profile-${options.stamp}-${index}`,
          options.connections,
        );
        const userAt = (at: number): BenchUser => {
          const user = users[at % users.length];
          if (!user) throw new Error('no member to sign in as');
          return user;
        };
        await load(server.baseUrl, 4, 1, (at) => scenario.requests(userAt(at)));
        const fromUs = nowUs();
        const result = await load(server.baseUrl, options.connections, options.seconds, (at) =>
          scenario.requests(userAt(at)),
        );
        window = { fromUs, toUs: nowUs() };
        requestsPerSecond = figuresOf(result).requestsPerSecond;
      } finally {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      scenarios.push({
        target: scenario.name,
        connections: options.connections,
        seconds: options.seconds,
        requestsPerSecond,
        top: topOfProfile(readProfileIn(profileDir), { ...window, repoRoot: options.repoRoot }),
      });
    } catch (error) {
      skipped.push({ target: scenario.name, reason: message(error) });
    }
  }
  return { driver: options.databaseUrl ? 'postgres' : 'pglite', scenarios, skipped };
}

/** The API table again on a fresh PGlite server, to read beside the PostgreSQL one. */
export async function apiOnPglite(options: {
  readonly repoRoot: string;
  readonly logDir: string;
  readonly concurrency: readonly number[];
  readonly seconds: number;
  readonly stamp: string;
  readonly log: (line: string) => void;
}): Promise<ApiReport> {
  options.log('API on PGlite: starting a second server');
  const server = await startServerUnderTest({
    repoRoot: options.repoRoot,
    databaseUrl: undefined,
    logDir: options.logDir,
    logName: 'server-pglite.log',
  });
  try {
    const users = await registerPool(
      server.baseUrl,
      `bench-api-pglite-${options.stamp}`,
      Math.max(...options.concurrency),
    );
    return await runApiBench({
      baseUrl: server.baseUrl,
      users,
      concurrency: options.concurrency,
      seconds: options.seconds,
      logDir: options.logDir,
      repoRoot: options.repoRoot,
      log: (line) => options.log(`${line} (PGlite)`),
    });
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** With PostgreSQL, the API table again on a PGlite server of its own; null when off or failed. */
export async function benchApiOnPglite(run: BenchRun): Promise<ApiReport | null> {
  const { config } = run;
  if (!config.databaseUrl || !config.apiOnPglite) return null;
  return unlessItFails(run, 'API on PGlite', () =>
    during(run, 'api-pglite', () =>
      apiOnPglite({
        repoRoot: config.repoRoot,
        logDir: run.logDir,
        concurrency: config.apiConcurrency,
        seconds: config.apiSeconds,
        stamp: run.stamp,
        log,
      }),
    ),
  );
}

/** The top five functions of the server's profile under each API call; null when off or failed. */
export async function benchApiProfile(run: BenchRun): Promise<ApiProfileReport | null> {
  const { config } = run;
  if (!config.profile) return null;
  return unlessItFails(run, 'API profile', () =>
    during(run, 'api-profile', () =>
      profileApiCalls({
        repoRoot: config.repoRoot,
        databaseUrl: config.databaseUrl,
        logDir: run.logDir,
        connections: config.profileConnections,
        seconds: config.apiSeconds,
        stamp: run.stamp,
        log,
      }),
    ),
  );
}
