import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../admin/orders/order-fixture';
import { auditLog, shipments } from '../db/schema';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import { AdminBrowser, staffOf } from '../test/admin-client';
import { startShopServer, type ShopServer } from '../test/listening-test-app';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { BOOKING_LEASE_MS, bookOrder, resumeBookings } from './book-order';
import { OWNER, connectShop, liveEnvOf, startEasyParcel, tomorrow } from './shipping-test-kit';

const WALLET_SEN = 2_000_000;
/** Pos Laju, 450 g from Shah Alam to Petaling Jaya (the order fixture's parcel), tax included. */
const CHARGED_SEN = 689;
const RESUMED_BY = 'EasyParcel booking, resumed';

const sandbox = await startEasyParcel(WALLET_SEN);
afterAll(() => sandbox.close());

/** Waits for what a test cannot await (bookings its stopped server left hanging). */
async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 20) {
    if (waited > 20_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * 100 paid orders booked in batches of ten, three answers of each batch lost after EasyParcel made
 * the booking, and the shop server stopped in the middle: some bookings made at EasyParcel whose
 * answer the server never saw, some claimed and never sent. The booking state lives in the
 * database, so the restart is a new app on the same database (and the same EasyParcel): what
 * the stopped one held only in memory is gone. Exactly 100 shipments must come of it.
 */
describe.each(testDrivers())('100 bookings through lost answers and a restart on %s', (driver) => {
  it('leave exactly 100 shipments at EasyParcel, none twice, each recorded once', async () => {
    const database = await openTestDatabase(driver);
    const db = database.db;
    let server: ShopServer = await startShopServer(database, liveEnvOf(sandbox));
    try {
      await connectShop(db, server.config);
      const staff = staffOf(
        () => server.app,
        () => db,
        `restart-${driver}`,
      );
      const packer = await staff.browserFor('packer');
      const orders: SalesOrderRow[] = [];
      for (let index = 0; index < 100; index += 1) orders.push(await insertOrder(db));
      const references = orders.map((order) => order.refNo);
      const lostBefore = sandbox.sandbox.lostReplies();
      const shipmentsBefore = sandbox.sandbox.shipments().length;
      const walletBefore = sandbox.sandbox.walletSen();

      const bookMany = async (browser: AdminBrowser, batch: readonly SalesOrderRow[]) => {
        const answer = await browser.post('/admin/shipping/book-many', {
          bookings: batch.map((order) => ({
            order_id: order.id,
            service_id: 'EP-CS0PL',
            quoted_sen: CHARGED_SEN,
            collection_date: tomorrow(),
          })),
        });
        expect(answer.status).toBe(200);
        return (answer.body.data?.['results'] as { status: string }[]).map((row) => row.status);
      };

      // Batches 0–4 on the first server: each loses three answers and finds those bookings.
      for (let batch = 0; batch < 5; batch += 1) {
        sandbox.sandbox.loseReplies(3);
        const statuses = await bookMany(packer, orders.slice(batch * 10, batch * 10 + 10));
        expect(statuses).toEqual(Array(10).fill('booked'));
      }

      // Batch 5: the server stops while eight are in flight. Three answers are lost and the
      // server is gone before it looks them up (their look-up never comes); two more orders
      // were claimed and never sent.
      sandbox.sandbox.loseReplies(3);
      const inFlight = orders.slice(50, 58);
      let settled = 0;
      for (const order of inFlight) {
        void bookOrder(
          server.app.ctx,
          {
            orderId: order.id,
            serviceId: 'EP-CS0PL',
            quotedSen: CHARGED_SEN,
            collectionDate: tomorrow(),
            actor: OWNER,
            nodeId: 'node-before-restart',
          },
          { beforeRetry: () => new Promise<void>(() => {}) },
        ).then(() => (settled += 1));
      }
      await until('five bookings answered and three answers lost', () => settled === 5);
      expect(sandbox.sandbox.lostReplies() - lostBefore).toBe(18);
      for (const order of orders.slice(58, 60)) {
        await db.insert(shipments).values({
          orderId: order.id,
          reference: order.refNo,
          serviceId: 'EP-CS0PL',
          quotedSen: CHARGED_SEN,
          collectionDate: tomorrow(),
          attempts: 1,
          claimedBy: 'node-before-restart',
        });
      }
      await server.close();

      // The restart: a new app on the same database; the packer's session is in the database.
      server = await startShopServer(database, liveEnvOf(sandbox));
      const ctx = server.app.ctx;
      const packerAgain = new AdminBrowser(server.app);
      packerAgain.cookie = packer.cookie;
      const stuck = await db
        .select({ orderId: shipments.orderId })
        .from(shipments)
        .where(eq(shipments.state, 'booking'));
      expect(stuck).toHaveLength(5);
      // Booking them again from the queue sends nothing: the orders are still being booked.
      const stuckOrders = orders.filter((order) => stuck.some((row) => row.orderId === order.id));
      expect(await bookMany(packerAgain, stuckOrders)).toEqual(Array(5).fill('already-booked'));
      // Within their lease nobody takes them over (their node might only be slow).
      expect(await resumeBookings(ctx, 'node-after-restart')).toBe(0);
      // A lease later the job settles them: three found by reference, two sent (one of
      // those answers lost too, and found).
      sandbox.sandbox.loseReplies(1);
      const later = new Date(Date.now() + BOOKING_LEASE_MS + 1_000);
      expect(
        await resumeBookings(ctx, 'node-after-restart', later, {
          beforeRetry: () => Promise.resolve(),
        }),
      ).toBe(5);

      // Batches 6–9 on the restarted server.
      for (let batch = 6; batch < 10; batch += 1) {
        sandbox.sandbox.loseReplies(3);
        const statuses = await bookMany(packerAgain, orders.slice(batch * 10, batch * 10 + 10));
        expect(statuses).toEqual(Array(10).fill('booked'));
      }

      expect(sandbox.sandbox.lostReplies() - lostBefore).toBe(31);
      const made = sandbox.sandbox.shipments().slice(shipmentsBefore);
      expect(made).toHaveLength(100);
      expect(made.map((shipment) => shipment.reference).sort()).toEqual([...references].sort());
      const rows = await db
        .select()
        .from(shipments)
        .where(
          inArray(
            shipments.orderId,
            orders.map((order) => order.id),
          ),
        );
      expect(rows).toHaveLength(100);
      expect(rows.map((row) => row.state)).toEqual(Array(100).fill('booked'));
      expect(rows.map((row) => row.claimedBy)).toEqual(Array(100).fill(null));
      expect(rows.map((row) => row.chargedSen)).toEqual(Array(100).fill(CHARGED_SEN));
      expect(new Set(rows.map((row) => row.shipmentNumber))).toEqual(
        new Set(made.map((shipment) => shipment.shipmentNumber)),
      );
      // Each paid for once from the wallet.
      expect(sandbox.sandbox.walletSen()).toBe(walletBefore - 100 * CHARGED_SEN);
      const audited = await db
        .select({ orderId: auditLog.entityId, by: auditLog.actorEmail })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'shipment.book'), eq(auditLog.entity, 'order')));
      const ours = audited.filter((entry) =>
        orders.some((order) => String(order.id) === String(entry.orderId)),
      );
      expect(ours).toHaveLength(100);
      expect(ours.filter((entry) => entry.by === RESUMED_BY)).toHaveLength(5);
    } finally {
      await server.close();
      await database.close();
    }
  }, 120_000);
});
