import { adminContract } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contacts, orderRefunds, products } from '../../db/schema';
import { salesOrderItems } from '../../db/schema/sales-order-items';
import { salesOrders } from '../../db/schema/sales-orders';
import type { OrderStatus } from '@nyiur/domain';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';
import { AdminBrowser, signedInOwner } from '../../test/admin-client';
import { dashboardFigures } from './dashboard-figures';

const ESSENTIALS = 15373; // 20 sachets a box
const LEAN = 15372; // 14 sachets a box
const STARTER_DUO = 91001; // one box of each: 34 sachets
const FAMILY_BUNDLE = 91002;

/** Noon in Kuala Lumpur on Sunday 15 March 2026: "today" for every figure below. */
const NOW = new Date('2026-03-15T12:00:00+08:00');
const myt = (local: string) => new Date(`${local}:00+08:00`);

describe.each(testDrivers())('the dashboard figures on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;

  async function paidOrder(input: {
    who: string;
    paidAt: string;
    totalSen: number;
    lines: { productId: number; quantity: number }[];
    status?: OrderStatus;
    contactId?: number;
  }) {
    const order = await insertOrder(db(), {
      status: input.status ?? 'Paid',
      paid: true,
      email: `${input.who}@example.com`,
      firstName: input.who[0]?.toUpperCase() + input.who.slice(1),
      lastName: 'Tan',
      totalSen: input.totalSen,
    });
    await db()
      .update(salesOrders)
      .set({ paidAt: myt(input.paidAt), contactId: input.contactId ?? null })
      .where(eq(salesOrders.id, order.id));
    await db().delete(salesOrderItems).where(eq(salesOrderItems.orderId, order.id));
    await db()
      .insert(salesOrderItems)
      .values(
        input.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productKind: line.productId > 90_000 ? ('combo' as const) : ('product' as const),
          name: `Item ${line.productId}`,
          description: '',
          featuredGraphicUrl: '',
          quantity: line.quantity,
          unitPriceSen: 0,
          amountSen: 0,
          weightGrams: 0,
        })),
      );
    return order;
  }

  async function refund(orderId: number, amountSen: number, at: string) {
    await db()
      .insert(orderRefunds)
      .values({
        orderId,
        amountSen,
        method: 'bank_transfer',
        reference: 'TRF',
        createdAt: myt(at),
      });
    await db()
      .update(salesOrders)
      .set({ refundedSen: amountSen })
      .where(eq(salesOrders.id, orderId));
  }

  let phone = 100;
  async function freeSample(who: string, at: string) {
    phone += 1;
    const [contact] = await db()
      .insert(contacts)
      .values({
        contactType: 'free_sample',
        name: who,
        email: `${who}@example.com`,
        phone: `0123456${phone}`,
        createdAt: myt(at),
      })
      .returning();
    if (!contact) throw new Error('no contact');
    return contact;
  }

  beforeAll(async () => {
    const one = (productId: number, quantity = 1) => [{ productId, quantity }];
    await db().update(products).set({ stockOnHand: 100, lowStockThreshold: 10 });
    await db().update(products).set({ stockOnHand: 5 }).where(eq(products.id, ESSENTIALS));
    await db().update(products).set({ stockOnHand: 10 }).where(eq(products.id, LEAN));
    await db()
      .update(products)
      .set({ stockOnHand: 0, hidden: true })
      .where(eq(products.id, FAMILY_BUNDLE));

    // Alice buys twice: 20 Feb and yesterday.
    await paidOrder({
      who: 'alice',
      paidAt: '2026-02-20T10:00',
      totalSen: 10_000,
      lines: one(ESSENTIALS),
      status: 'Completed',
    });
    await paidOrder({
      who: 'alice',
      paidAt: '2026-03-14T09:00',
      totalSen: 20_000,
      lines: one(ESSENTIALS),
    });
    // Bob: 14 LeanEssentials sachets from 1 March run out today.
    await paidOrder({
      who: 'bob',
      paidAt: '2026-03-01T10:00',
      totalSen: 15_000,
      lines: one(LEAN),
      status: 'Shipped',
    });
    // Cara: two boxes (40 sachets) from 20 January ran out on 1 March, two weeks ago.
    await paidOrder({
      who: 'cara',
      paidAt: '2026-01-20T10:00',
      totalSen: 30_000,
      lines: one(ESSENTIALS, 2),
      status: 'Completed',
    });
    // Dan ran out on 21 January: over a month ago, no longer listed.
    await paidOrder({
      who: 'dan',
      paidAt: '2026-01-01T10:00',
      totalSen: 19_800,
      lines: one(ESSENTIALS),
      status: 'Completed',
    });
    // Hana runs out in exactly 7 days (22 March), Ivan in 8.
    await paidOrder({
      who: 'hana',
      paidAt: '2026-03-02T10:00',
      totalSen: 10_000,
      lines: one(ESSENTIALS),
      status: 'Completed',
    });
    await paidOrder({
      who: 'ivan',
      paidAt: '2026-03-03T10:00',
      totalSen: 10_000,
      lines: one(ESSENTIALS),
      status: 'Completed',
    });
    // Eve bought a Starter Duo this morning (34 sachets) and got RM 50 back.
    const eve = await paidOrder({
      who: 'eve',
      paidAt: '2026-03-15T08:00',
      totalSen: 30_000,
      lines: one(STARTER_DUO),
    });
    await refund(eve.id, 5_000, '2026-03-15T09:00');
    // Gina paid on 10 March, then the order was cancelled and refunded in full.
    const gina = await paidOrder({
      who: 'gina',
      paidAt: '2026-03-10T10:00',
      totalSen: 8_000,
      lines: one(ESSENTIALS),
      status: 'Cancelled',
    });
    await refund(gina.id, 8_000, '2026-03-11T10:00');
    // Frank has not paid.
    await insertOrder(db(), { status: 'Pending', email: 'frank@example.com' });

    // Sam signed up for a sample on 9 March, paid its shipping on the 10th, bought a box on the 12th.
    const sam = await freeSample('sam', '2026-03-09T10:00');
    await paidOrder({
      who: 'sam',
      paidAt: '2026-03-10T10:00',
      totalSen: 800,
      lines: one(ESSENTIALS),
      contactId: sam.id,
    });
    await paidOrder({
      who: 'sam',
      paidAt: '2026-03-12T10:00',
      totalSen: 19_800,
      lines: one(ESSENTIALS),
    });
    // Tom signed up and has not bought; Alice signed up after her last order.
    await freeSample('tom', '2026-03-13T10:00');
    await freeSample('alice', '2026-03-15T10:00');
  });

  it('today: one order of RM 300 less RM 50 refunded', async () => {
    const today = await dashboardFigures(db(), 'today', NOW);
    expect(today).toMatchObject({
      from: '2026-03-14T16:00:00.000Z',
      to: '2026-03-15T04:00:00.000Z',
      revenue: '250.00',
      orders: 1,
      average_order: '300.00',
      to_ship: 4,
      sample_conversion: { total: 1, count: 0 },
      repeat_customers: { total: 1, count: 0 },
    });
  });

  it('the last 7 days: five paid orders, Sam converted, Alice came back', async () => {
    const week = await dashboardFigures(db(), '7_days', NOW);
    expect(week).toMatchObject({
      from: '2026-03-08T16:00:00.000Z', // 9 to 15 March
      // 200 + 300 + 80 + 8 + 198 = 786 paid; 50 + 80 refunded.
      revenue: '656.00',
      orders: 5,
      average_order: '157.20',
      sample_conversion: { total: 3, count: 1 },
      // Alice, Eve and Sam bought (Gina's order was cancelled); Alice has two orders.
      repeat_customers: { total: 3, count: 1 },
    });
  });

  it('the last 30 days, stock and who is due to reorder', async () => {
    const month = await dashboardFigures(db(), '30_days', NOW);
    expect(month).toMatchObject({
      from: '2026-02-13T16:00:00.000Z',
      // 786 + 100 (Alice, 20 Feb) + 150 (Bob) + 100 (Hana) + 100 (Ivan) = 1236 paid; 130 back.
      revenue: '1106.00',
      orders: 9,
      average_order: '137.33',
      repeat_customers: { total: 6, count: 1 },
    });
    expect(month.low_stock.map((row) => [row.id, row.stock_on_hand])).toEqual([
      [ESSENTIALS, 5],
      [LEAN, 10],
    ]);
    expect(month.due_to_reorder).toEqual([
      {
        email: 'cara@example.com',
        name: 'Cara Tan',
        last_order_at: myt('2026-01-20T10:00').toISOString(),
        due_on: '2026-03-01',
      },
      {
        email: 'bob@example.com',
        name: 'Bob Tan',
        last_order_at: myt('2026-03-01T10:00').toISOString(),
        due_on: '2026-03-15',
      },
      {
        email: 'hana@example.com',
        name: 'Hana Tan',
        last_order_at: myt('2026-03-02T10:00').toISOString(),
        due_on: '2026-03-22',
      },
    ]);
  });

  it('answers the owner over HTTP and refuses an unknown period', async () => {
    const { browser } = await signedInOwner(t().app, db(), `dash-owner-${driver}@nyiur.test`);
    const answer = await browser.post(adminContract.adminDashboardGet.path, { period: '7_days' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(adminContract.adminDashboardGet.response.parse(answer.body.data).period).toBe('7_days');
    const bad = await browser.post(adminContract.adminDashboardGet.path, { period: 'year' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Choose a period.');
    const anonymous = await new AdminBrowser(t().app).post(adminContract.adminDashboardGet.path, {
      period: 'today',
    });
    expect(anonymous.status).toBe(401);
  });
});
