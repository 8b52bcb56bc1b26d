import type { AppConfig } from '../config/app-config';
import { migrationsFolder } from '../paths';
import { openDatabase, pgliteDirIn, type DatabaseHandle } from './database';
import { seedCatalogue } from './seed-catalogue';

/** Opens the configured database, applies migrations and upserts the catalogue. */
export async function startDatabase(
  config: AppConfig,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
    poolSize: config.databasePoolSize,
    migrationsFolder,
    onIdleError,
  });
  try {
    await seedCatalogue(database.db, { stockOnHand: config.seedStockOnHand });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
