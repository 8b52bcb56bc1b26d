import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import { insertOrder } from '../admin/orders/order-fixture';
import { shipments } from '../db/schema';
import { useListeningShop } from '../test/listening-test-app';
import { testDrivers } from '../test/test-database';
import { bookOrder } from './book-order';
import { followShipments } from './follow-shipments';
import { OWNER, connectShop, liveEnvOf, startEasyParcel } from './shipping-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// The parcels' days run on this clock, EasyParcel's and the shop's alike.
const clock = { now: new Date() };
const sandbox: ListeningSandbox = await startEasyParcel(100_000, () => clock.now);
afterAll(() => sandbox.close());

describe.each(testDrivers())('following parcels on %s', (driver) => {
  const shop = useListeningShop(driver, liveEnvOf(sandbox));
  beforeAll(async () => {
    const { server, database } = shop();
    await connectShop(database.db, server.config);
  });

  it('takes a late airway bill, then each stage until delivered or returned', async () => {
    const { server, database } = shop();
    const { db } = database;
    const ctx = server.app.ctx;
    const start = new Date();
    clock.now = start;
    const at = (ms: number) => {
      clock.now = new Date(start.getTime() + ms);
      return followShipments(ctx, () => clock.now);
    };
    const delivered = await insertOrder(db);
    const returned = await insertOrder(db);
    sandbox.sandbox.setJourney(returned.refNo, 'returned');
    sandbox.sandbox.delayLabels(HOUR);
    const book = async (orderId: number) => {
      const result = await bookOrder(ctx, {
        orderId,
        serviceId: 'EP-CS0PL',
        quotedSen: 689,
        collectionDate: start.toISOString().slice(0, 10),
        actor: OWNER,
        nodeId: 'node-a',
      });
      if (result.status !== 'booked') throw new Error(JSON.stringify(result));
      return result.shipment;
    };
    const [first, second] = [await book(delivered.id), await book(returned.id)];
    sandbox.sandbox.delayLabels(0);
    expect([first.awbNumber, second.awbNumber]).toEqual([null, null]);
    const rowOf = async (id: number) => {
      const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
      return row;
    };

    expect(await at(30 * 60 * 1000)).toEqual([]);
    expect((await rowOf(first.id))?.awbNumber).toBeNull();
    expect(await at(HOUR)).toEqual([]);
    expect((await rowOf(first.id))?.awbNumber).toMatch(/^\d{16}$/);

    const moves = (changes: Awaited<ReturnType<typeof followShipments>>) =>
      changes.map((change) => [change.orderId, change.from, change.to]);
    expect(moves(await at(21 * HOUR))).toEqual([
      [delivered.id, 'booked', 'picked_up'],
      [returned.id, 'booked', 'picked_up'],
    ]);
    expect(moves(await at(2 * DAY + 3 * HOUR))).toEqual([
      [delivered.id, 'picked_up', 'out_for_delivery'],
      [returned.id, 'picked_up', 'out_for_delivery'],
    ]);
    expect(moves(await at(2 * DAY + 8 * HOUR))).toEqual([
      [delivered.id, 'out_for_delivery', 'delivered'],
      [returned.id, 'out_for_delivery', 'failed_delivery'],
    ]);
    expect(moves(await at(5 * DAY + 4 * HOUR))).toEqual([
      [returned.id, 'failed_delivery', 'returned'],
    ]);
    const done = await rowOf(first.id);
    expect(done?.pickedUpAt?.getTime()).toBe(
      start.getTime() - (start.getTime() % 1000) + 20 * HOUR,
    );
    expect(done?.deliveredAt?.getTime()).toBe(
      start.getTime() - (start.getTime() % 1000) + 2 * DAY + 6 * HOUR,
    );
    // Delivered and returned parcels are no longer asked about.
    expect(await at(6 * DAY)).toEqual([]);
  });
});
