import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import { orderAuditWriter } from '../orders/order-audit-writer';
import { insertAdmin, insertOrder } from '../orders/order-fixture';
import { transitionOrder } from '../orders/transition-order';
import { adminUsers, auditLog, emailOutbox, shipments } from '../../db/schema';
import { orderNotes, orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import { findOrderByToken } from '../../orders/load-orders';
import { salesOrderView } from '../../orders/order-view';
import { useListeningShop } from '../../test/listening-test-app';
import { testDrivers } from '../../test/test-database';
import { bookOrder } from '../../shipping/book-order';
import { followShipments } from '../../shipping/follow-shipments';
import { followParcels } from './parcel-orders';
import { PARCEL_JOB } from './shipping-routes';
import { OWNER, connectShop, liveEnvOf, startEasyParcel } from '../../shipping/shipping-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// The parcels' days run on this clock, EasyParcel's and the shop's alike.
const clock = { now: new Date() };
const sandbox: ListeningSandbox = await startEasyParcel(100_000, () => clock.now);
afterAll(() => sandbox.close());

describe.each(testDrivers())('orders following their parcels on %s', (driver) => {
  const shop = useListeningShop(driver, liveEnvOf(sandbox));
  let ownerEmail = '';
  beforeAll(async () => {
    const { server, database } = shop();
    await connectShop(database.db, server.config);
    const owner = await insertAdmin(database.db, 'owner');
    // Owners hear of a failed delivery once they have an authenticator (as of any notice).
    await database.db
      .update(adminUsers)
      .set({ totpEnrolled: true })
      .where(eq(adminUsers.id, owner.adminId));
    ownerEmail = owner.actorEmail;
  });

  it('runs as a job of the server, listed with its schedule', () => {
    expect(shop().server.app.ctx.jobs.list()).toContainEqual({
      name: PARCEL_JOB,
      schedule: 'every 15 min',
      enabled: true,
    });
  });

  it('ships the order when the courier has the parcel, completes it when delivered, and alerts owners of a failed delivery', async () => {
    const { server, database } = shop();
    const { db } = database;
    const ctx = server.app.ctx;
    const start = new Date();
    clock.now = start;
    const at = (ms: number) => {
      clock.now = new Date(start.getTime() + ms);
      return followParcels(ctx, () => clock.now);
    };
    const delivered = await insertOrder(db, { email: 'delivered@example.com' });
    const failed = await insertOrder(db, { email: 'failed@example.com' });
    sandbox.sandbox.setJourney(failed.refNo, 'failed-delivery');
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
    const first = await book(delivered.id);
    await book(failed.id);
    const statusOf = async (orderId: number) =>
      (await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)))[0]?.status;
    const mailTo = (email: string) =>
      db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

    // Booked, not yet collected: still Paid, nothing sent to the shopper.
    expect(await at(HOUR)).toBe(0);
    expect(await statusOf(delivered.id)).toBe('Paid');
    expect(await mailTo('delivered@example.com')).toEqual([]);

    // Picked up at 20 h: Shipped, with the shipped e-mail and EasyParcel's tracking link.
    expect(await at(21 * HOUR)).toBe(2);
    expect(await statusOf(delivered.id)).toBe('Shipped');
    expect(await statusOf(failed.id)).toBe('Shipped');
    const trackingUrl = `${sandbox.apiBaseUrl}/tools/easytrack/details?courier=Pos%20Laju&awb=${first.awbNumber}`;
    const [shipped] = await mailTo('delivered@example.com');
    expect(shipped?.subject).toContain('is on its way');
    expect(shipped?.textBody).toContain(trackingUrl);
    expect(shipped?.htmlBody).toContain(trackingUrl.replaceAll('&', '&amp;'));
    expect(shipped?.textBody).toContain(`Tracking number: ${first.awbNumber}`);

    // /account (and the order result page) show the same courier and link.
    const found = await findOrderByToken(db, delivered.token);
    if (!found) throw new Error('order not found by its token');
    const view = salesOrderView(found.order, found.items, found.shipment);
    expect(view.shipment).toEqual({
      courier: 'Pos Laju',
      tracking_number: first.awbNumber,
      tracking_url: trackingUrl,
    });

    // Delivered at 2 days 6 h; the other's delivery failed then.
    expect(await at(2 * DAY + 8 * HOUR)).toBe(2);
    expect(await statusOf(delivered.id)).toBe('Completed');
    expect(await statusOf(failed.id)).toBe('Shipped');
    const notes = await db.select().from(orderNotes).where(eq(orderNotes.orderId, failed.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toContain('delivery failed');
    const alerts = await mailTo(ownerEmail);
    expect(alerts.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Order ${failed.refNo}: delivery failed`),
    ]);

    // The job's changes are audited, by the shop itself rather than a person.
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(delivered.id))));
    const byJob = trail.filter((entry) => entry.actorEmail === 'EasyParcel tracking');
    expect(byJob.map((entry) => [entry.action, entry.adminId])).toEqual([
      ['order.ship', null],
      ['order.complete', null],
    ]);

    // Nothing further: one shipped e-mail each, however often the job runs.
    expect(await at(2 * DAY + 9 * HOUR)).toBe(0);
    expect(await mailTo('delivered@example.com')).toHaveLength(1);
    const [row] = await db.select().from(shipments).where(eq(shipments.id, first.id));
    expect(row?.state).toBe('delivered');
  });

  it('catches up an order whose parcel moved in a run that stopped before the order did', async () => {
    const { server, database } = shop();
    const { db } = database;
    const ctx = server.app.ctx;
    // The clock goes on from the test before: its parcels keep the stages they reached.
    const start = new Date(clock.now.getTime() + 7 * DAY);
    clock.now = start;
    await followParcels(ctx, () => clock.now);
    const order = await insertOrder(db, { email: 'caught-up@example.com' });
    const result = await bookOrder(ctx, {
      orderId: order.id,
      serviceId: 'EP-CS0PL',
      quotedSen: 689,
      collectionDate: start.toISOString().slice(0, 10),
      actor: OWNER,
      nodeId: 'node-a',
    });
    if (result.status !== 'booked') throw new Error(JSON.stringify(result));
    // The parcel's stage is saved (picked up), but the order is not moved.
    clock.now = new Date(start.getTime() + 21 * HOUR);
    const changes = await followShipments(ctx, () => clock.now);
    expect(changes.map((change) => [change.orderId, change.to])).toEqual([[order.id, 'picked_up']]);
    const statusOf = async () =>
      (await db.select().from(salesOrders).where(eq(salesOrders.id, order.id)))[0]?.status;
    expect(await statusOf()).toBe('Paid');
    await followParcels(ctx, () => clock.now);
    expect(await statusOf()).toBe('Shipped');
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'caught-up@example.com'));
    expect(mail).toHaveLength(1);
  });

  it('keeps a tracking number typed in by hand for a parcel sent another way', async () => {
    const { server, database } = shop();
    const order = await insertOrder(database.db, { email: 'by-hand@example.com' });
    const owner = await insertAdmin(database.db, 'owner');
    const outcome = await transitionOrder(
      { db: database.db, audit: orderAuditWriter },
      order.id,
      { action: 'ship', courier: 'J&T Express', trackingNumber: '630012345678' },
      owner,
    );
    expect(outcome.ok).toBe(true);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'by-hand@example.com'));
    expect(mail?.textBody).toContain('https://www.jtexpress.my/tracking/630012345678');
    await followParcels(server.app.ctx, () => clock.now);
    const [kept] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect([kept?.courier, kept?.trackingNumber, kept?.trackingUrl]).toEqual([
      'J&T Express',
      '630012345678',
      null,
    ]);
  });
});
