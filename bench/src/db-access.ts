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
