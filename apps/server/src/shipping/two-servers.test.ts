import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import { insertOrder } from '../admin/orders/order-fixture';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { shipments } from '../db/schema';
import { createScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { migrationsFolder } from '../paths';
import { scratchDatabaseName, testDatabaseUrl } from '../test/env';
import { startShopServer, type ShopServer } from '../test/listening-test-app';
import { postgresOnly } from '../test/test-database';
import { bookOrder } from './book-order';
import { OWNER, connectShop, liveEnvOf, startEasyParcel, tomorrow } from './shipping-test-kit';

/**
 * Two servers with their own pools on one fresh PostgreSQL database, as two nodes would be, and
 * one EasyParcel. PGlite lives in one process, so this race cannot happen there.
 */
describe.each(postgresOnly())('two servers booking on one %s database', () => {
  let sandbox: ListeningSandbox;
  let handles: DatabaseHandle[] = [];
  let servers: ShopServer[] = [];
  let drop: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    sandbox = await startEasyParcel();
    const scratch = await createScratchDatabase(testDatabaseUrl ?? '', scratchDatabaseName('ship'));
    const first = await openDatabase({ databaseUrl: scratch.url, poolSize: 5, migrationsFolder });
    await seedCatalogue(first.db);
    handles = [
      first,
      await openDatabase({ databaseUrl: scratch.url, poolSize: 5, migrationsFolder }),
    ];
    servers = await Promise.all(
      handles.map((handle) => startShopServer(handle, liveEnvOf(sandbox))),
    );
    const [server] = servers;
    if (!server) throw new Error('no server');
    await connectShop(first.db, server.config);
    drop = () => scratch.drop({ force: true });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await drop();
    await sandbox.close();
  }, 60_000);

  it('never book one order twice: each of 10 orders once at EasyParcel', async () => {
    const [a, b] = servers;
    const [db] = handles;
    if (!a || !b || !db) throw new Error('no servers');
    const orders = await Promise.all(Array.from({ length: 10 }, () => insertOrder(db.db)));
    const results = await Promise.all(
      orders.flatMap((order) =>
        [a, b].map((server, index) =>
          bookOrder(server.app.ctx, {
            orderId: order.id,
            serviceId: 'EP-CS0PL',
            quotedSen: 689,
            collectionDate: tomorrow(),
            actor: OWNER,
            nodeId: `node-${index}`,
          }),
        ),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([...Array(10).fill('already-booked'), ...Array(10).fill('booked')]);
    const references = orders.map((order) => order.refNo).sort();
    expect(
      sandbox.sandbox
        .shipments()
        .map((shipment) => shipment.reference)
        .sort(),
    ).toEqual(references);
    const rows = await db.db
      .select()
      .from(shipments)
      .where(
        inArray(
          shipments.orderId,
          orders.map((order) => order.id),
        ),
      );
    expect(rows.map((row) => row.state)).toEqual(Array(10).fill('booked'));
    expect(new Set(rows.map((row) => row.shipmentNumber)).size).toBe(10);
    expect(await db.db.select().from(shipments).where(eq(shipments.state, 'booking'))).toEqual([]);
  }, 60_000);
});
