import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

/** The one database type the code uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either the database or an open transaction: what query helpers accept. */
export type Executor = Database | Transaction;

export type DriverName = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DriverName;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * PGlite on a data folder only: the whole folder as a gzipped tar, taken between two queries,
   * so it is consistent while the shop runs (what `pnpm backup` saves).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  readonly databaseUrl?: string | undefined;
  /**
   * PostgreSQL URL of the role that migrates and owns the tables. Set, the app's role (of
   * `databaseUrl`) is granted what it needs after each migration, and never UPDATE, DELETE or
   * TRUNCATE on the audit log; not owning the tables, it cannot alter or drop them either.
   */
  readonly migrationDatabaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  readonly pgliteDir?: string | undefined;
  /** A dumped PGlite data directory to start from (tests: skips initdb). */
  readonly pgliteTemplate?: Blob | undefined;
  readonly poolSize?: number;
  readonly migrationsFolder: string;
  /** Errors of idle pooled connections (e.g. the server restarted); without it they would crash the process. */
  readonly onIdleError?: (error: Error) => void;
}

// Any fixed number works; every node uses the same one so migrations run one node at a time.
const MIGRATION_LOCK_KEY = 7_142_019;

async function migratePostgres(
  url: string,
  migrationsFolder: string,
  appRole: string | undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    if (appRole) await grantAppRole(client, appRole);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/**
 * What the app's role may do: read and write the shop's tables, only add to the audit log, only
 * read the order-status moves the status trigger allows (I5 of the 2026-11-28 review).
 */
async function grantAppRole(client: pg.Client, role: string): Promise<void> {
  const app = client.escapeIdentifier(role);
  await client.query(`grant usage on schema public to ${app}`);
  await client.query(
    `grant select, insert, update, delete on all tables in schema public to ${app}`,
  );
  await client.query(`grant usage, select on all sequences in schema public to ${app}`);
  await client.query(`revoke update, delete, truncate on audit_log from ${app}`);
  await client.query(`revoke insert, update, delete, truncate on order_status_moves from ${app}`);
}

/** The role a PostgreSQL URL signs in as. */
const roleOf = (url: string): string => decodeURIComponent(new URL(url).username);

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const migrator = options.migrationDatabaseUrl;
    await migratePostgres(
      migrator ?? options.databaseUrl,
      options.migrationsFolder,
      migrator && roleOf(migrator) !== roleOf(options.databaseUrl)
        ? roleOf(options.databaseUrl)
        : undefined,
    );
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool only listens for errors on idle clients. A client checked out between two queries
    // of a transaction when PostgreSQL restarts would emit an unhandled 'error' and end the
    // process; its pending query fails on its own and the pool replaces the client on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
    });
    const db: Database = drizzleNodePg({ client: pool });
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite has no server to arbitrate: two processes on one folder would corrupt it.
  const lock = options.pgliteDir ? lockDataDir(options.pgliteDir) : undefined;
  try {
    return await openPglite(options, () => lock?.release());
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPglite(
  options: OpenDatabaseOptions,
  release: () => void,
): Promise<DatabaseHandle> {
  const client = new PGlite({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const pgliteDb = drizzlePglite({ client });
  await migratePglite(pgliteDb, { migrationsFolder: options.migrationsFolder });
  const db: Database = pgliteDb;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    ...(options.pgliteDir
      ? {
          dumpDataDir: async () => {
            // Written pages go to the files first, so a restore has no WAL to replay.
            await client.exec('checkpoint');
            return client.dumpDataDir('gzip');
          },
        }
      : {}),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export const pgliteDirIn = (dataDir: string): string => join(dataDir, 'pglite');
