import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DriverName } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { migrationsFolder } from '../paths';
import { testDatabaseUrl } from './env';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDrivers = (): DriverName[] =>
  testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database created
 * next to TEST_DATABASE_URL and dropped on close.
 */
export async function openTestDatabase(driver: DriverName): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ migrationsFolder, pgliteTemplate: template });
    await seedCatalogue(database.db);
    return database;
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `nyiur_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(testDatabaseUrl, name);
  const database = await openDatabase({
    databaseUrl: scratch.url,
    poolSize: 20,
    migrationsFolder,
  });
  await seedCatalogue(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      // Pool sockets close a moment after end(); retry until the server has let them go.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await scratch.drop();
          return;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}
