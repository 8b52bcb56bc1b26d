import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlClient } from './reconcile';

/**
 * Opens the database the server under test used, for the reconciliation: PostgreSQL by URL, or
 * the server's PGlite directory (only once the server has stopped: PGlite has one owner).
 */
export async function openDatabaseForReading(options: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}): Promise<{ sql: SqlClient; close: () => Promise<void> }> {
  if (options.databaseUrl) {
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 10_000,
    });
    await client.connect();
    return {
      sql: {
        query: async <Row>(text: string, params?: unknown[]) => ({
          rows: (await client.query(text, params)).rows as Row[],
        }),
      },
      close: () => client.end(),
    };
  }
  const db = new PGlite({ dataDir: join(options.dataDir, 'pglite') });
  await db.waitReady;
  return {
    sql: {
      query: async <Row>(text: string, params?: unknown[]) => ({
        rows: (await db.query<Row>(text, params)).rows,
      }),
    },
    close: () => db.close(),
  };
}

/**
 * Creates an empty database beside the one at `url`, on the same PostgreSQL server, named after
 * it (`<name>_<suffix>_<time>`, so `scripts/fresh-test-db.mjs --drop` removes it with its run's),
 * and answers its URL.
 */
export async function createSiblingDatabase(url: string, suffix: string): Promise<string> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1)}_${suffix}_${Date.now().toString(36)}`;
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`cannot name a database "${name}"`);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  base.pathname = `/${name}`;
  return base.toString();
}
