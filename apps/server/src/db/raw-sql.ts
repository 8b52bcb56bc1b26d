import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/**
 * A transaction on one pooled PostgreSQL connection that sends several statements per round trip
 * (the simple query protocol: statements joined by `;`, each with its own snapshot). It is for
 * the hot write paths whose statements would otherwise each wait for their own round trip:
 * `begin` travels with the first statements, `commit` with the last.
 *
 * The statements it runs are SQL-level prepared statements (`prepare name(int) as ...`, then
 * `execute name(1)`), created once per connection: PostgreSQL parses and plans them once, and the
 * only values spliced into the text are integers checked by {@link sqlInt}.
 */
export interface PooledBatch {
  /**
   * Runs the statements in one round trip (the first run after `begin`; with `commit`, followed
   * by `commit`) and answers one list of rows per statement.
   */
  run(
    statements: readonly string[],
    options?: { readonly commit?: boolean },
  ): Promise<Record<string, unknown>[][]>;
}

/** The node-postgres pool under a drizzle database, or undefined for another driver (PGlite). */
export function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** An integer for the text of a statement; anything else is a programming error. */
export function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${String(value)}`);
  return String(value);
}

const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Runs `work` inside `begin` ... `commit` on one connection of the pool: `begin` travels with the
 * first statements `work` runs, and `commit` with its last when it asks (otherwise it is sent
 * alone once `work` returns). Any error rolls back. `prepare` maps each statement name to its
 * `prepare` text, sent once per connection before first use.
 */
export async function pooledTransaction<T>(
  pool: pg.Pool,
  prepare: Readonly<Record<string, string>>,
  work: (batch: PooledBatch) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let open = false;
  let broken: Error | undefined;
  try {
    let known = preparedOn.get(client);
    if (!known) {
      known = new Set();
      preparedOn.set(client, known);
    }
    const missing = Object.keys(prepare).filter((name) => !known.has(name));
    if (missing.length > 0) {
      await client.query(missing.map((name) => prepare[name]).join(';\n'));
      for (const name of missing) known.add(name);
    }
    const batch: PooledBatch = {
      run: async (statements, options = {}) => {
        const begin = !open;
        const text = [
          ...(begin ? ['begin'] : []),
          ...statements,
          ...(options.commit ? ['commit'] : []),
        ].join(';\n');
        open = true;
        const answer = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        if (options.commit) open = false;
        const rows = (Array.isArray(answer) ? answer : [answer]).map(
          (result) => result.rows as Record<string, unknown>[],
        );
        return rows.slice(begin ? 1 : 0, begin ? 1 + statements.length : statements.length);
      },
    };
    const result = await work(batch);
    if (open) {
      await client.query('commit');
      open = false;
    }
    return result;
  } catch (error) {
    if (open) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    // A connection that could not roll back is dropped rather than handed to the next caller.
    client.release(broken);
  }
}

/** A statement with a name of its own: each connection parses and plans it once. */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/**
 * Runs one read outside any transaction and answers its rows as plain objects (columns by name,
 * integers, booleans and text as node-postgres or PGlite decode them), without a query builder:
 * for the hot reads whose rows are mapped by hand.
 */
export async function readRows(
  db: Database,
  statement: NamedStatement,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  const pool = poolOf(db);
  if (pool) {
    const result = await pool.query({
      name: statement.name,
      text: statement.text,
      values: [...values],
    });
    return result.rows as Record<string, unknown>[];
  }
  const client = (db as unknown as { $client: PGlite }).$client;
  const result = await client.query<Record<string, unknown>>(statement.text, [...values]);
  return result.rows;
}
