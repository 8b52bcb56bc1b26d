import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle, DriverName } from '../db/database';
import type { AppConfig } from '../config/app-config';
import type { RawEnv } from '../config/env-schema';
import { CapturingTransport } from './capturing-transport';
import { testConfig } from './test-app';
import { openTestDatabase } from './test-database';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ShopServer {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  readonly mail: CapturingTransport;
  /** Where it listens, also its PUBLIC_BASE_URL: the sandbox and the callbacks use real HTTP. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * A whole server listening on a real port, on the given database. Its address is in its config
 * (PUBLIC_BASE_URL, for the callbacks), so the port is chosen first; should another process take
 * it in between, the server is built again on another.
 */
export async function startShopServer(
  database: DatabaseHandle,
  env: RawEnv = {},
): Promise<ShopServer> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-pay-test-'));
    const config = testConfig(dataDir, { PUBLIC_BASE_URL: baseUrl, ...env });
    const mail = new CapturingTransport();
    const app = await buildApp({
      config,
      database,
      mailTransport: mail,
      logger: false,
      runOutbox: false,
      runDailyDigest: false,
      passwordHashing: { memoryCost: 1024, timeCost: 1 },
    });
    const close = async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5) continue;
      throw error;
    }
    return { app, config, mail, baseUrl, close };
  }
}

export interface ListeningShop {
  readonly server: ShopServer;
  readonly database: DatabaseHandle;
  readonly driver: DriverName;
}

/** One listening server on one fresh database for a test file; call inside a describe block. */
export function useListeningShop(driver: DriverName, env: RawEnv = {}): () => ListeningShop {
  let current: ListeningShop | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(driver);
    current = { server: await startShopServer(database, env), database, driver };
  }, 120_000);
  afterAll(async () => {
    await current?.server.close();
    await current?.database.close();
  }, 60_000);
  return () => {
    if (!current) throw new Error('shop not started');
    return current;
  };
}
