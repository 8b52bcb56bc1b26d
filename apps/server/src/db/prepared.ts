import type { Database, Executor, Transaction } from './database';

/**
 * A statement prepared once per database connection owner and reused: drizzle builds its SQL and
 * result mapping once, and PostgreSQL parses and plans it once per connection.
 *
 * Outside a transaction the owner is the database (the pool). Inside one, a prepared statement
 * must run on the transaction's own connection, so it is kept per driver connection: with
 * node-postgres a pooled client that later transactions reuse, so a hot transaction builds its
 * statements once per pooled connection instead of on every call. A driver whose connection
 * cannot be told (PGlite hands each transaction a new one) builds them per transaction, as before.
 */
export function preparedStatement<T>(build: (db: Executor) => T): (db: Executor) => T {
  const byOwner = new WeakMap<object, T>();
  return (db) => {
    const owner = isDatabase(db) ? db : connectionOf(db);
    if (owner === undefined) return build(db);
    let statement = byOwner.get(owner);
    if (statement === undefined) {
      statement = build(db);
      byOwner.set(owner, statement);
    }
    return statement;
  };
}

/** A transaction has `rollback`; the database itself does not. */
const isDatabase = (db: Executor): db is Database => !('rollback' in db);

/**
 * The driver connection a transaction runs on: drizzle's session binds every statement it
 * prepares to this client (`session.client`), so a statement prepared in one transaction runs
 * on the same connection in the next transaction that gets it from the pool.
 */
function connectionOf(tx: Transaction): object | undefined {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : undefined;
}
