import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, waitUntil, type RunningChild } from './child-process';
import { freePort } from './free-port';

/** The real API server, started from its build on a free port with a fresh data directory. */
export interface ServerUnderTest {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly driver: 'postgres' | 'pglite';
  readonly process: RunningChild;
  /** The variables it was started with (its own commands, e.g. create-owner, need the same). */
  readonly env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly repoRoot: string;
  readonly databaseUrl: string | undefined;
  readonly logDir: string;
  readonly logLevel?: string;
  /** The app builds to serve (STATIC_DIRS), in priority order. */
  readonly staticDirs?: readonly string[];
  /** Options for node itself, before the script (e.g. --cpu-prof). */
  readonly nodeArgs?: readonly string[];
  /** The log file's name inside logDir (default server.log). */
  readonly logName?: string;
  /** More variables for the server (they win over the defaults above them). */
  readonly env?: Readonly<Record<string, string>>;
  /** Another build of the server to start (default apps/server/dist/main.js). */
  readonly mainScript?: string;
  /** How long it may take to answer /readyz (default 90 s). */
  readonly readyTimeoutMs?: number;
}

/**
 * Starts `node apps/server/dist/main.js`. The rate limits are raised out of reach: every request
 * of the benchmark comes from 127.0.0.1, which in production would be thousands of addresses.
 */
export async function startServerUnderTest(options: ServerOptions): Promise<ServerUnderTest> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-bench-data-'));
  const serverDir = join(options.repoRoot, 'apps', 'server');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_SECRETS_KEY: randomBytes(48).toString('base64url'),
    ALLOW_SANDBOX_IN_PRODUCTION: '1',
    PAYMENT_GATEWAY: 'sandbox',
    LOG_LEVEL: options.logLevel ?? 'warn',
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_SENSITIVE_MAX: '1000000000',
    NEW_ACCOUNT_BOXES_PER_ORDER: '1000000000',
    NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: '1000000000',
    OUTBOX_POLL_MS: '1000',
    // The load buys far more boxes than a real first delivery holds.
    SEED_STOCK_ON_HAND: '1000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.staticDirs ? { STATIC_DIRS: options.staticDirs.join(',') } : {}),
    ...options.env,
  };
  const child = startChild(
    process.execPath,
    [...(options.nodeArgs ?? []), options.mainScript ?? join(serverDir, 'dist', 'main.js')],
    { cwd: serverDir, env, logFile: join(options.logDir, options.logName ?? 'server.log') },
  );
  try {
    await waitUntil(async () => (await fetch(`${baseUrl}/readyz`)).ok, {
      timeoutMs: options.readyTimeoutMs ?? 90_000,
      what: 'API server',
      child,
    });
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    databaseUrl: options.databaseUrl,
    driver: options.databaseUrl ? 'postgres' : 'pglite',
    process: child,
    env,
    stop: () => child.stop(),
  };
}
