import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyDigests, products } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { useTestApp } from '../../test/test-app';
import { racing, testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';
import { DailyDigest, shopAlertEmail } from './daily-digest';

const OWNER = 'owner@shop.test';
const myt = (local: string) => new Date(`${local}:00+08:00`);

describe.each(testDrivers())('the daily digest on %s', (driver) => {
  const t = useTestApp(driver, { env: { SHOP_ALERT_EMAIL: OWNER } });

  /** One node's digest, with its own clock, on the shared database and the real outbox. */
  const node = (clock: { now: Date }) =>
    new DailyDigest({
      db: t().database.db,
      log: t().app.log,
      to: () => shopAlertEmail(t().ctx),
      adminUrl: 'http://shop.test/admin',
      now: () => clock.now,
    });
  const digests = async () => {
    await t().ctx.outbox.drain();
    return t()
      .mail.to(OWNER)
      .filter((message) => message.subject.startsWith('Nyiur: Daily summary'));
  };

  racing(driver)(
    'sends once at 08:00 however many nodes ask, and says what happened yesterday',
    async () => {
      // Yesterday (9 April): one paid order, still to ship, with no word from the gateway.
      const order = await insertOrder(t().database.db, { status: 'Paid', totalSen: 19_800 });
      await t()
        .database.db.update(salesOrders)
        .set({ paidAt: myt('2026-04-09T15:30') })
        .where(eq(salesOrders.id, order.id));
      await t()
        .database.db.update(products)
        .set({ stockOnHand: 3, lowStockThreshold: 10 })
        .where(eq(products.id, 15373));

      const clock = { now: myt('2026-04-10T07:59') };
      const [first, second] = [node(clock), node(clock)];
      expect(await first.runDue()).toBe('not-yet');
      expect(await digests()).toHaveLength(0);

      clock.now = myt('2026-04-10T08:00');
      const runs = await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
      expect(runs.sort()).toEqual(['already-sent', 'already-sent', 'sent']);
      const sent = await digests();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Nyiur: Daily summary for 2026-04-09');
      expect(sent[0]?.text).toContain('Sales: RM 198.00 from 1 paid order, RM 198.00 on average.');
      expect(sent[0]?.text).toContain('To ship: 1 order paid and waiting to be packed.');
      expect(sent[0]?.text).toContain('Low stock: MCT Essentials (3 left).');
      expect(sent[0]?.text).toContain('Payments: 1 order needs checking against the gateway.');
      expect(sent[0]?.text).toContain('http://shop.test/admin');

      // A restart later the same day finds the day taken.
      clock.now = myt('2026-04-10T17:00');
      expect(await node(clock).runDue()).toBe('already-sent');
      expect(await digests()).toHaveLength(1);
    },
  );

  it('sends a missed 08:00 on the next start that day, once', async () => {
    // The server was down from before 08:00 on 11 April until 10:15.
    const clock = { now: myt('2026-04-11T10:15') };
    const restarted = node(clock).job();
    restarted.start();
    await restarted.stop();
    const days = await t()
      .database.db.select()
      .from(dailyDigests)
      .where(eq(dailyDigests.day, '2026-04-11'));
    expect(days).toHaveLength(1);
    // Counted for this day alone: the test above may or may not have sent one for 9 April.
    const forTheDay = async () =>
      (await digests()).filter(
        (message) => message.subject === 'Nyiur: Daily summary for 2026-04-10',
      );
    expect(await forTheDay()).toHaveLength(1);
    expect(await node(clock).runDue()).toBe('already-sent');
    expect(await forTheDay()).toHaveLength(1);
  });
});
