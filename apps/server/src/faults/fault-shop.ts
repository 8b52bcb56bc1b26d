import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DriverName } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { freePort } from '../test/listening-test-app';
import { migratedPgliteDir } from '../test/test-database';
import { scratchDatabaseName, testDatabaseUrl } from '../test/env';
import { gatewayEnv, type StandaloneGateway } from './gateway-process';
import type { Inbox } from '../test/smtp-inbox';
import { startShopProcess, type ShopProcess } from './shop-process';

/** Timings short enough for a test: re-query a second after checkout, poll twice a second. */
const FAST_WORKERS = {
  PAYMENT_REQUERY_DELAY_SECONDS: '1',
  PAYMENT_REQUERY_POLL_MS: '500',
  OUTBOX_POLL_MS: '200',
  // Shoppers here buy far more boxes than a real first delivery holds.
  SEED_STOCK_ON_HAND: '1000000',
};

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(testDatabaseUrl, scratchDatabaseName('fault'));
  return { url: scratch.url, drop: () => scratch.drop({ force: true }) };
}

/**
 * One shop that can be killed and started again on the same port, data folder and database,
 * with the gateway and the mail server outside it.
 */
export interface FaultShop {
  readonly baseUrl: string;
  current(): ShopProcess;
  /** Starts the shop; `extraEnv` for this start only (e.g. FAULT_HOLD). */
  start(extraEnv?: Record<string, string>): Promise<void>;
  kill(): Promise<void>;
  close(): Promise<void>;
}

export async function createFaultShop(
  driver: DriverName,
  gateway: StandaloneGateway,
  inbox: Inbox,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<FaultShop> {
  const { databaseUrl } = options;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-fault-'));
  const owned = driver === 'postgres' && !databaseUrl ? await freshPostgresDatabase() : undefined;
  const url = databaseUrl ?? owned?.url;
  if (!url) await migratedPgliteDir(dataDir);
  const env = {
    ...gatewayEnv(gateway),
    ...FAST_WORKERS,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    ...(url ? { DATABASE_URL: url } : {}),
    ...options.env,
  };
  let running: ShopProcess | undefined;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    current: () => {
      if (!running) throw new Error('the shop is not running');
      return running;
    },
    start: async (extraEnv = {}) => {
      running = await startShopProcess(port, { ...env, ...extraEnv });
    },
    kill: async () => {
      await running?.kill();
      running = undefined;
    },
    close: async () => {
      await running?.stop();
      running = undefined;
      await owned?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
