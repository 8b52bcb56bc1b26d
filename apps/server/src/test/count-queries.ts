import type { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';
import type { Database } from '../db/database';
import { poolOf } from '../db/raw-sql';

/**
 * Runs `work` and answers how many statements it sent to the database (node-postgres pool or
 * PGlite), counted at the driver.
 */
export async function countQueries(db: Database, work: () => Promise<void>): Promise<number> {
  const pool = poolOf(db);
  const queries = pool
    ? vi.spyOn(pool, 'query')
    : vi.spyOn((db as unknown as { $client: PGlite }).$client, 'query');
  try {
    await work();
    return queries.mock.calls.length;
  } finally {
    queries.mockRestore();
  }
}
