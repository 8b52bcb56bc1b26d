import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import type { RawEnv } from '../config/env-schema';
import { openDatabase, pgliteDirIn, type DatabaseHandle, type DriverName } from '../db/database';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { migrationsFolder, packageRoot } from '../paths';
import { scratchDatabaseName, testDatabaseUrl } from '../test/env';
import { TEST_JWT_SECRET, testConfig } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { serverCommand } from '../test/server-command';

/** Runs the real command (`pnpm backup` / `pnpm restore`) without blocking the server in this process. */
function command(args: string[], env: RawEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...serverCommand('backup-command'), ...args], {
      cwd: packageRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

interface Shop {
  readonly database: DatabaseHandle;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** A whole server listening on a real port, on a database in (or named by) `env`. */
async function startShop(
  database: DatabaseHandle,
  env: RawEnv & { DATA_DIR: string },
): Promise<Shop> {
  const app = await buildApp({
    config: testConfig(env.DATA_DIR, env),
    database,
    logger: false,
    runOutbox: false,
    runDailyDigest: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Both drivers answer `{ rows }`; the shared type does not say so.
const rows = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** What the owner had when the backup ran: one paid order, a stock count and its e-invoice. */
async function writeShopData(database: DatabaseHandle, dataDir: string): Promise<void> {
  await database.db.execute(sql`
    insert into sales_orders (ref_no, token, status, items_sen, shipping_fee_sen, total_sen,
      weight_grams, delivery_mode, email, phone, expires_at, paid_at)
    values ('NY-BACKUP-1', 'token-backup-1', 'Paid', 5900, 800, 6700, 500, 'delivery',
      'aina@example.my', '0123456789', '2026-11-28T04:00:00Z', '2026-11-28T03:30:00Z')`);
  await database.db.execute(sql`
    update products set stock_on_hand = 37 where slug = 'proessentials'`);
  await database.db.execute(sql`
    insert into stock_movements (product_id, kind, quantity, available_after, reason)
    select id, 'counted', -63, 37, 'Counted on the shelf' from products where slug = 'proessentials'`);
  await database.db.execute(sql`
    insert into e_invoices (kind, code, order_id, amount_sen, state, uuid)
    select 'individual', 'INV-000001', id, 6700, 'valid', 'LHDN-UUID-0001'
    from sales_orders where ref_no = 'NY-BACKUP-1'`);
  mkdirSync(join(dataDir, 'uploads', 'reviews'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'reviews', 'photo.jpg'), 'the photo of a review');
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });
  writeFileSync(join(dataDir, 'outbox', 'order-paid.eml'), 'Subject: Order NY-BACKUP-1 is paid');
}

/** What happened after the backup, which a restore must not bring back. */
async function writeLaterData(database: DatabaseHandle, dataDir: string): Promise<void> {
  await database.db.execute(sql`
    insert into sales_orders (ref_no, token, items_sen, shipping_fee_sen, total_sen,
      weight_grams, delivery_mode, email, phone, expires_at)
    values ('NY-LATER-2', 'token-later-2', 1000, 800, 1800, 100, 'delivery',
      'later@example.my', '0123456788', '2026-11-28T05:00:00Z')`);
  await database.db.execute(sql`
    update products set stock_on_hand = 12 where slug = 'proessentials'`);
  writeFileSync(join(dataDir, 'uploads', 'reviews', 'later.jpg'), 'a later photo');
}

describe.each(testDrivers())('backup and restore on %s', (driver: DriverName) => {
  const folders: string[] = [];
  const scratches: ScratchDatabase[] = [];
  const folder = (name: string) => {
    const made = mkdtempSync(join(tmpdir(), `nyiur-${name}-`));
    folders.push(made);
    return made;
  };
  afterAll(async () => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
    for (const scratch of scratches) await scratch.drop({ force: true });
  });

  /** A database of this driver for a server in `dataDir`, and the env naming it. */
  async function newDatabase(dataDir: string): Promise<RawEnv & { DATA_DIR: string }> {
    if (driver === 'pglite') return { DATA_DIR: dataDir };
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    const scratch = await createScratchDatabase(testDatabaseUrl, scratchDatabaseName('backup'));
    scratches.push(scratch);
    return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
  }

  it('brings the orders, stock, e-invoices, uploads and outbox back into a fresh server as they were when the running shop was backed up', async () => {
    const dataA = folder('shop-a');
    const envA = await newDatabase(dataA);
    const databaseA = await openDatabase({
      migrationsFolder,
      ...(envA.DATABASE_URL
        ? { databaseUrl: envA.DATABASE_URL }
        : {
            pgliteDir: pgliteDirIn(dataA),
            // The migrated template (global setup) saves an initdb.
            pgliteTemplate: new Blob([readFileSync(inject('pgliteTemplate'))]),
          }),
    });
    await seedCatalogue(databaseA.db);
    const shopA = await startShop(databaseA, envA);
    await writeShopData(databaseA, dataA);

    const file = join(folder('backups'), 'shop.tar.gz');
    const backup = await command(['backup', file], envA);
    expect(backup.output).toContain('Backed up');
    expect(backup.output).toContain('1 uploaded file(s), 1 outbox file(s)');
    expect(backup.status).toBe(0);
    await writeLaterData(databaseA, dataA);
    if (driver === 'pglite') {
      // A restore under a running shop would pull its database away: refused, nothing moved.
      const refused = await command(['restore', file], envA);
      expect(refused.output).toContain('in use by another server');
      expect(refused.status).toBe(1);
      expect(existsSync(join(dataA, 'uploads', 'reviews', 'later.jpg'))).toBe(true);
    }
    await shopA.close();

    const dataB = folder('shop-b');
    const envB = await newDatabase(dataB);
    const restored = await command(['restore', file], envB);
    expect(restored.output).toContain('Restored');
    expect(restored.status).toBe(0);

    const shopB = await startShop(
      await openDatabase({
        migrationsFolder,
        ...(envB.DATABASE_URL
          ? { databaseUrl: envB.DATABASE_URL }
          : { pgliteDir: pgliteDirIn(dataB) }),
      }),
      envB,
    );
    try {
      const ready = await fetch(`${shopB.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      const database = shopB.database;
      expect(
        await rows(
          database,
          sql`select ref_no, status, total_sen from sales_orders order by ref_no`,
        ),
      ).toEqual([{ ref_no: 'NY-BACKUP-1', status: 'Paid', total_sen: 6700 }]);
      expect(
        await rows(database, sql`select stock_on_hand from products where slug = 'proessentials'`),
      ).toEqual([{ stock_on_hand: 37 }]);
      expect(
        await rows(
          database,
          sql`select m.kind, m.quantity, m.available_after, m.reason from stock_movements m
            join products p on p.id = m.product_id
            where p.slug = 'proessentials' order by m.id desc limit 1`,
        ),
      ).toEqual([
        { kind: 'counted', quantity: -63, available_after: 37, reason: 'Counted on the shelf' },
      ]);
      expect(
        await rows(
          database,
          sql`select e.kind, e.code, e.amount_sen, e.state, e.uuid, o.ref_no from e_invoices e
            join sales_orders o on o.id = e.order_id`,
        ),
      ).toEqual([
        {
          kind: 'individual',
          code: 'INV-000001',
          amount_sen: 6700,
          state: 'valid',
          uuid: 'LHDN-UUID-0001',
          ref_no: 'NY-BACKUP-1',
        },
      ]);
      expect(readFileSync(join(dataB, 'uploads', 'reviews', 'photo.jpg'), 'utf8')).toBe(
        'the photo of a review',
      );
      expect(existsSync(join(dataB, 'uploads', 'reviews', 'later.jpg'))).toBe(false);
      expect(readFileSync(join(dataB, 'outbox', 'order-paid.eml'), 'utf8')).toBe(
        'Subject: Order NY-BACKUP-1 is paid',
      );
    } finally {
      await shopB.close();
    }
  }, 180_000);
});
