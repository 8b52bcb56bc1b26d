import type { BenchUser } from './api-client';
import { openDatabaseForReading } from './db-access';
import { readDatabaseState, reconcile, type Reconciliation } from './reconcile';
import { message, type BenchRun } from './run';
import type { ServerUnderTest } from './server-under-test';
import type { PurchaseRecord } from './shoppers';

/**
 * The main server's database held to what the shoppers saw, once the server has stopped (it
 * waits for the sandbox callbacks still under way); null when it could not be read.
 */
export async function reconcileShoppers(
  run: BenchRun,
  server: ServerUnderTest,
  purchases: readonly PurchaseRecord[],
  shoppers: readonly BenchUser[],
): Promise<Reconciliation | null> {
  // Kept when the reconciliation was made and only closing the database failed.
  let reconciliation: Reconciliation | null = null;
  try {
    const database = await openDatabaseForReading({
      databaseUrl: server.databaseUrl,
      dataDir: server.dataDir,
    });
    try {
      const state = await readDatabaseState(
        database.sql,
        shoppers.map((user) => user.id),
      );
      reconciliation = reconcile(purchases, state);
    } finally {
      await database.close();
    }
  } catch (error) {
    run.notMeasured.push({ part: 'reconciliation', reason: message(error) });
  }
  return reconciliation;
}
