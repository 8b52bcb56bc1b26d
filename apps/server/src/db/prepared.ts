import type { Database, Executor } from './database';

/**
 * A statement prepared once per database and reused: drizzle builds its SQL once and PostgreSQL
 * plans it once per connection. Inside a transaction the statement is built for that transaction
 * instead (a prepared statement runs on the connection it belongs to, not the transaction's).
 */
export function preparedStatement<T>(build: (db: Executor) => T): (db: Executor) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    if (!isDatabase(db)) return build(db);
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

/** A transaction has `rollback`; the database itself does not. */
const isDatabase = (db: Executor): db is Database => !('rollback' in db);
