import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { createScratchDatabase, onServer } from '../db/scratch-database';
import { migrationsFolder, packageRoot } from '../paths';
import { ciRun, scratchDatabaseName, testDatabaseUrl } from './env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory: each test file starts from a copy. */
    pgliteTemplate: string;
    /** This run's bundle of the server's commands, for the tests that start real processes. */
    serverBundle: string;
    /**
     * A migrated PostgreSQL database that each test file's database is copied from (a copy takes
     * a fraction of a second, migrating takes several); '' without TEST_DATABASE_URL.
     */
    postgresTemplate: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb takes many seconds; loading a dumped data directory takes about one. The
 * migrated template is built once per set of migrations and reused by every test file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // The race and two-server tests can only fail on PostgreSQL: a CI run without it proves nothing.
  if (ciRun && !testDatabaseUrl) {
    throw new Error('CI=true: the server tests need PostgreSQL; set TEST_DATABASE_URL');
  }
  const file = join(tmpdir(), `nyiur-server-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);

  // Inside the package, so the bundle finds drizzle/ and node_modules as dist/ does.
  const bundle = join(packageRoot, '.test-bundle', String(process.pid));
  execFileSync(process.execPath, ['build.mjs', bundle], { cwd: packageRoot, stdio: 'inherit' });
  project.provide('serverBundle', bundle);

  const template = testDatabaseUrl ? await postgresTemplate(testDatabaseUrl) : undefined;
  project.provide('postgresTemplate', template?.name ?? '');
  return async () => {
    rmSync(bundle, { recursive: true, force: true });
    if (template) await dropRunDatabases(testDatabaseUrl ?? '', template.name);
  };
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string }> {
  const name = scratchDatabaseName('template');
  const scratch = await createScratchDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, migrationsFolder });
  await database.close();
  // A database is copied only once nobody is connected to it; the pool's socket ends a moment
  // after end() resolves.
  await untilUnused(serverUrl, name);
  return { name };
}

async function untilUnused(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await onServer(serverUrl, (client) =>
      client.query('select 1 from pg_stat_activity where datname = $1', [name]),
    );
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The template and every test file's copy of it (named by `testDatabase` after the template) go
 * when the run ends: one drop after another at the end costs less than a drop per file, each of
 * which waits for the file's pool to let go.
 */
async function dropRunDatabases(serverUrl: string, template: string): Promise<void> {
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or starts_with(datname, $1 || '_')`,
      [template],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
