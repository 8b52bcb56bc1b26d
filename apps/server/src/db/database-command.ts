import { ConfigError } from '../config/app-config';
import { loadConfig } from '../config/load-config';
import { migrationsFolder } from '../paths';
import { openDatabase, pgliteDirIn } from './database';
import { startDatabase } from './start-database';

/*
 * `pnpm db:migrate` applies every pending migration to the configured database (DATABASE_URL, or
 * PGlite under DATA_DIR); `pnpm db:seed` does that and then upserts the catalogue. The server runs
 * both steps itself at every start; the commands are for a release step before the new servers
 * start, or to look at a fresh database. With PGlite, stop the server first: one process per data
 * folder.
 */
const usage = 'Usage: database-command migrate|seed';

async function main(): Promise<number> {
  const step = process.argv[2];
  if (step !== 'migrate' && step !== 'seed') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const database =
    step === 'seed'
      ? await startDatabase(config)
      : await openDatabase({
          databaseUrl: config.databaseUrl,
          migrationDatabaseUrl: config.migrationDatabaseUrl,
          pgliteDir: config.databaseUrl ? undefined : pgliteDirIn(config.dataDir),
          migrationsFolder,
        });
  await database.close();
  console.log(
    step === 'seed'
      ? `Migrated and seeded the catalogue on ${where}.`
      : `Migrations applied on ${where}.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
