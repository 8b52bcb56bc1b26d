import type { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';
import type { Database } from '../db/database';
import { poolOf } from '../db/raw-sql';

/** The SQL text of a driver call: `query(text, …)` or `query({ text, … })`. */
const textOf = (call: unknown[]): string => {
  const first = call[0];
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
};

/**
 * Runs `work` and answers how many statements it sent to the database (node-postgres pool or
 * PGlite), counted at the driver. `naming` keeps only statements that name that table: the
 * app's own jobs share the client, and one may run a query of its own in the middle of `work`.
 */
export async function countQueries(
  db: Database,
  work: () => Promise<void>,
  naming?: string,
): Promise<number> {
  const pool = poolOf(db);
  const queries = pool
    ? vi.spyOn(pool, 'query')
    : vi.spyOn((db as unknown as { $client: PGlite }).$client, 'query');
  try {
    await work();
    const calls = queries.mock.calls as unknown[][];
    return naming ? calls.filter((call) => textOf(call).includes(naming)).length : calls.length;
  } finally {
    queries.mockRestore();
  }
}
