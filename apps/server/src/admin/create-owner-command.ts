import { startDatabase } from '../db/start-database';
import { ConfigError } from '../config/app-config';
import { loadConfig } from '../config/load-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createOwner, ownerCommandWhileRunning } from './create-owner';

/*
 * `pnpm admin:create-owner owner@example.com`: makes the first owner on the configured database
 * (DATABASE_URL, or PGlite under DATA_DIR) and prints a one-time set-up link. With PGlite, stop
 * the server first: one process per data folder.
 */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: pnpm admin:create-owner owner@example.com');
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await startDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(ownerCommandWhileRunning(error.holderPid));
    return 1;
  }
  try {
    const { setupUrl, created } = await createOwner(database.db, email, config.publicBaseUrl);
    console.log(
      `${created ? 'Owner account created' : 'New set-up link'} for ${email}.\n` +
        `Open this link within 72 hours to choose a password and set up the authenticator app ` +
        `(it works once):\n\n  ${setupUrl}\n`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
