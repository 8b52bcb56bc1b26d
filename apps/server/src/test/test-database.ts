import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, inject, it } from 'vitest';
import { openDatabase, pgliteDirIn, type DatabaseHandle, type DriverName } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { migrationsFolder } from '../paths';
import { testDatabaseUrl } from './env';

const NOT_RUN = 'not run: needs PostgreSQL, TEST_DATABASE_URL is not set';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Without it, the file reports its
 * PostgreSQL copy as skipped, so the loss shows in the run's summary (a CI run refuses to start).
 */
export const testDrivers = (): DriverName[] => {
  if (testDatabaseUrl) return ['pglite', 'postgres'];
  describe.skip(`on postgres (${NOT_RUN})`, () => {
    it('runs every test above on PostgreSQL', () => {});
  });
  return ['pglite'];
};

/**
 * The drivers of a file whose every test races writers: PostgreSQL only (see `racing`); without
 * it, the file reports a skipped test with the reason.
 */
export const postgresOnly = (): DriverName[] => {
  if (testDatabaseUrl) return ['postgres'];
  describe.skip(`on postgres (${NOT_RUN})`, () => {
    it('runs every test of this file on PostgreSQL', () => {});
  });
  return [];
};

type TestBody = () => Promise<void>;

/**
 * A test of writers racing each other. PGlite runs every statement under one lock, so such a
 * test cannot fail there: it is registered on PostgreSQL only, and shown as skipped (with the
 * reason) in a run without PostgreSQL.
 */
export function racing(driver: DriverName): (name: string, fn: TestBody, timeout?: number) => void {
  if (driver === 'postgres') return (name, fn, timeout) => it(name, fn, timeout);
  if (testDatabaseUrl) return () => {};
  return (name, fn) => it.skip(`${name} (${NOT_RUN})`, fn);
}

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database created
 * next to TEST_DATABASE_URL (a copy of the run's template, dropped when the run ends).
 */
export async function openTestDatabase(driver: DriverName): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ migrationsFolder, pgliteTemplate: template });
    await seedCatalogue(database.db);
    return database;
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A copy of the run's migrated template, dropped with it when the run ends (global set-up).
  const template = inject('postgresTemplate');
  const scratch = await createScratchDatabase(
    testDatabaseUrl,
    `${template}_${randomBytes(4).toString('hex')}`,
    { template },
  );
  const database = await openDatabase({
    databaseUrl: scratch.url,
    poolSize: 20,
    migrationsFolder,
  });
  await seedCatalogue(database.db);
  return database;
}

/**
 * Fills `dataDir`'s PGlite folder from the migrated template, so a server started on it finds
 * its database made and skips the many seconds of a first start's initdb.
 */
export async function migratedPgliteDir(dataDir: string): Promise<void> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({
    migrationsFolder,
    pgliteDir: pgliteDirIn(dataDir),
    pgliteTemplate: template,
  });
  await database.close();
}
