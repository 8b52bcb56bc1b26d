import DataLoader from 'dataloader';
import type { Database } from './database';

/** At most this many keys in one query. */
const MAX_KEYS_PER_QUERY = 64;

/**
 * A read that many requests make at the same moment (a member's cart, say), gathered into one
 * query: the keys asked for while the event loop takes in a round of requests (until
 * `setImmediate`) are read together, so a rush costs one round trip per round instead of one per
 * request. Nothing is cached: each read starts after its caller asked, so it sees every change
 * committed before, on this node or any other.
 *
 * `readMany` answers one value per key, in the keys' order (a key may come twice).
 */
export function batchedRead<V>(
  readMany: (db: Database, keys: readonly number[]) => Promise<V[]>,
): (db: Database, key: number) => Promise<V> {
  const loaders = new WeakMap<Database, DataLoader<number, V>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<number, V>((keys) => readMany(db, keys), {
        cache: false,
        maxBatchSize: MAX_KEYS_PER_QUERY,
        batchScheduleFn: (run) => setImmediate(run),
      });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}

/** The rows of a many-key query grouped by the key in `column`, one list per key, in order. */
export function rowsPerKey<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  column: string,
  keys: readonly number[],
): Row[][] {
  const byKey = new Map<number, Row[]>();
  for (const row of rows) {
    const key = row[column] as number;
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}
