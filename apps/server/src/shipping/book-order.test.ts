import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import { insertOrder } from '../admin/orders/order-fixture';
import { auditLog, shipments } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { useListeningShop } from '../test/listening-test-app';
import { testDrivers } from '../test/test-database';
import { BOOKING_LEASE_MS, bookOrder, resumeBookings, type BookOrderInput } from './book-order';
import { OWNER, connectShop, liveEnvOf, startEasyParcel, tomorrow } from './shipping-test-kit';

const sandbox: ListeningSandbox = await startEasyParcel();
afterAll(() => sandbox.close());

describe.each(testDrivers())('booking an order with EasyParcel on %s', (driver) => {
  const shop = useListeningShop(driver, liveEnvOf(sandbox));
  beforeAll(async () => {
    const { server, database } = shop();
    await connectShop(database.db, server.config);
  });

  const inputFor = (orderId: number, more: Partial<BookOrderInput> = {}): BookOrderInput => ({
    orderId,
    serviceId: 'EP-CS0PL',
    quotedSen: 689,
    collectionDate: tomorrow(),
    actor: OWNER,
    nodeId: 'node-a',
    ...more,
  });
  const atSandbox = (reference: string) =>
    sandbox.sandbox.shipments().filter((shipment) => shipment.reference === reference);

  it('books a paid order once, records the courier, charge and label, and audits it', async () => {
    const { server, database } = shop();
    const order = await insertOrder(database.db);
    const result = await bookOrder(server.app.ctx, inputFor(order.id));
    if (result.status !== 'booked') throw new Error(JSON.stringify(result));
    expect(result.shipment).toMatchObject({
      orderId: order.id,
      reference: order.refNo,
      state: 'booked',
      serviceId: 'EP-CS0PL',
      courier: 'Pos Laju',
      quotedSen: 689,
      chargedSen: 689,
      claimedBy: null,
    });
    expect(result.shipment.shipmentNumber).toMatch(/^ES-\d{4}-[A-Z0-9]{5}$/);
    expect(result.shipment.awbNumber).toMatch(/^\d{16}$/);
    expect(result.shipment.labelUrl).toContain('format=A6');
    expect(atSandbox(order.refNo)).toHaveLength(1);
    // A second click books nothing.
    expect(await bookOrder(server.app.ctx, inputFor(order.id))).toEqual({
      status: 'already-booked',
    });
    expect(atSandbox(order.refNo)).toHaveLength(1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(audits.map((audit) => [audit.action, audit.after])).toEqual([
      [
        'shipment.book',
        {
          shipment_number: result.shipment.shipmentNumber,
          service_id: 'EP-CS0PL',
          courier: 'Pos Laju',
          charged_sen: 689,
          quoted_sen: 689,
        },
      ],
    ]);
  });

  it('finds the booking whose answer was lost instead of booking again', async () => {
    const { server, database } = shop();
    const order = await insertOrder(database.db);
    sandbox.sandbox.loseReplies(1);
    let retries = 0;
    const result = await bookOrder(server.app.ctx, inputFor(order.id), {
      beforeRetry: () => {
        retries += 1;
        return Promise.resolve();
      },
    });
    expect(result.status).toBe('booked');
    expect(retries).toBe(1);
    expect(atSandbox(order.refNo)).toHaveLength(1);
  });

  it('records a refused address or a changed price, books nothing, and lets the order be booked again', async () => {
    const { server, database } = shop();
    const refused = await insertOrder(database.db);
    await database.db
      .update(salesOrders)
      .set({ postcode: '99999' })
      .where(eq(salesOrders.id, refused.id));
    sandbox.sandbox.refuseAddressesIn('99999');
    expect(await bookOrder(server.app.ctx, inputFor(refused.id))).toEqual({
      status: 'refused',
      reason: 'address',
      errors: ['The receiver postcode is invalid'],
    });
    const dear = await insertOrder(database.db);
    expect(await bookOrder(server.app.ctx, inputFor(dear.id, { quotedSen: 600 }))).toEqual({
      status: 'price-changed',
      acceptedSen: 600,
      currentSen: 689,
    });
    expect(atSandbox(refused.refNo)).toEqual([]);
    expect(atSandbox(dear.refNo)).toEqual([]);
    const rows = await database.db.select().from(shipments).where(eq(shipments.orderId, dear.id));
    expect(rows.map((row) => [row.state, row.errors])).toEqual([
      ['refused', ['The price changed from 600 to 689 sen.']],
    ]);
    expect((await bookOrder(server.app.ctx, inputFor(dear.id))).status).toBe('booked');
  });

  it('refuses what cannot be booked with a message, never a half booking', async () => {
    const { server, database } = shop();
    const pickup = await insertOrder(database.db, { deliveryMode: 'pickup' });
    expect(await bookOrder(server.app.ctx, inputFor(pickup.id))).toEqual({
      status: 'problem',
      message: 'Only a paid order for delivery can be booked.',
    });
    const unpaid = await insertOrder(database.db, { status: 'Pending' });
    expect((await bookOrder(server.app.ctx, inputFor(unpaid.id))).status).toBe('problem');
    const rows = await database.db.select().from(shipments).where(eq(shipments.orderId, pickup.id));
    expect(rows).toEqual([]);
  });

  it('settles a stranded booking of an order cancelled meanwhile without sending it', async () => {
    const { server, database } = shop();
    const order = await insertOrder(database.db);
    // A node claimed it and stopped before sending; the owner then cancelled the order.
    await database.db.insert(shipments).values({
      orderId: order.id,
      reference: order.refNo,
      serviceId: 'EP-CS0PL',
      quotedSen: 689,
      collectionDate: tomorrow(),
      attempts: 1,
      claimedBy: 'node-gone',
    });
    await database.db
      .update(salesOrders)
      .set({ status: 'Cancelled' })
      .where(eq(salesOrders.id, order.id));
    const later = new Date(Date.now() + BOOKING_LEASE_MS + 1_000);
    expect(await resumeBookings(server.app.ctx, 'node-b', later)).toBe(1);
    const rows = await database.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(rows.map((row) => [row.state, row.errors, row.claimedBy])).toEqual([
      ['refused', ['The order is Cancelled now: nothing was sent to EasyParcel.'], null],
    ]);
    expect(atSandbox(order.refNo)).toEqual([]);
  });
});
