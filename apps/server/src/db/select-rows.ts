import type { SQL } from 'drizzle-orm';
import type { Executor } from './database';

/** Runs one hand-written query and answers its rows (both drivers answer `{ rows }`). */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
