import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppContext } from '../app-context';
import { buildApp, type BuildAppDeps } from '../app';
import type { DatabaseHandle, DriverName } from '../db/database';
import type { AppConfig } from '../config/app-config';
import type { RawEnv } from '../config/env-schema';
import { parseEnv } from '../config/parse-env';
import { CapturingTransport } from './capturing-transport';
import { openTestDatabase } from './test-database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly mail: CapturingTransport;
  readonly driver: DriverName;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(dataDir: string, env: RawEnv = {}): AppConfig {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_SECRETS_KEY: 'test-key-for-the-back-office-secrets-0123456789',
    PUBLIC_BASE_URL: 'http://shop.test',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_SENSITIVE_MAX: '100000',
    NEW_ACCOUNT_BOXES_PER_ORDER: '100000',
    NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export interface TestAppOptions {
  readonly env?: RawEnv;
  /** Extra dependencies, or a function giving them (runs in beforeAll, after earlier hooks). */
  readonly deps?:
    | Partial<Omit<BuildAppDeps, 'config' | 'database'>>
    | (() => Partial<Omit<BuildAppDeps, 'config' | 'database'>>);
  /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
  readonly setup?: (app: FastifyInstance) => void;
}

/**
 * One app on one fresh database for a whole test file (PGlite starts slowly, so files share it):
 * call inside a describe block; the returned getter works inside tests.
 */
export function useTestApp(driver: DriverName, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nyiur-server-test-'));
    const config = testConfig(dataDir, options.env);
    const database = await openTestDatabase(driver);
    const mail = new CapturingTransport();
    const app = await buildApp({
      config,
      database,
      mailTransport: mail,
      logger: false,
      runOutbox: false,
      runDailyDigest: false,
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
      ...(typeof options.deps === 'function' ? options.deps() : options.deps),
    });
    options.setup?.(app);
    await app.ready();
    current = { app, ctx: app.ctx, config, database, mail, driver };
  }, 120_000);

  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  return () => {
    if (!current) throw new Error('test app not started');
    return current;
  };
}
