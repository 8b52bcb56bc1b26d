import { sen } from '@nyiur/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { paymentMessages } from '../../db/schema/payment-messages';
import { salesOrders } from '../../db/schema/sales-orders';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { addOrderNote } from './add-order-note';
import { loadAdminOrderDetails } from './admin-order-detail';
import { countAdminOrders } from './count-admin-orders';
import { markOrders, shipOrders } from './fulfil-orders';
import { getAdminOrder } from './get-admin-order';
import { listAdminOrders } from './list-admin-orders';
import type { Actor } from '../../audit/record-audit';
import { insertAdmin, insertOrder } from './order-fixture';
import { ordersCsv } from './orders-csv';
import { orderAuditWriter } from './order-audit-writer';
import { transitionOrder } from './transition-order';
import { eq } from 'drizzle-orm';

const day = (iso: string) => new Date(iso);

describe.each(testDrivers())('the order queue on %s', (driver) => {
  let database: DatabaseHandle;
  let packer: Actor;
  const db = () => database.db;
  const deps = () => ({ db: db(), audit: orderAuditWriter });
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    packer = await insertAdmin(database.db, 'packer');
  });
  afterAll(async () => database.close());

  it('counts, lists by tab newest first, and pages by keyset without gaps or repeats', async () => {
    const paid = [];
    for (let i = 0; i < 7; i += 1) {
      paid.push(await insertOrder(db(), { createdAt: day(`2026-03-0${i + 1}T04:00:00Z`) }));
    }
    await insertOrder(db(), { status: 'Pending' });
    await insertOrder(db(), { status: 'Failed' });
    const pickup = await insertOrder(db(), { deliveryMode: 'pickup' });
    await transitionOrder(deps(), pickup.id, { action: 'mark-ready' }, packer);
    const counts = await countAdminOrders(db());
    expect(counts).toEqual({
      to_pay: 1,
      to_ship: 7,
      ready_for_pickup: 1,
      shipped: 0,
      completed: 0,
      cancelled: 1,
      refunds: 0,
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listAdminOrders(db(), { tab: 'to_ship', limit: 3, cursor });
      seen.push(...page.orders.map((order) => order.ref_no));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(paid.map((order) => order.refNo).reverse());
    const first = (await listAdminOrders(db(), { tab: 'to_ship', limit: 1 })).orders[0];
    expect(first).toMatchObject({
      customer_name: 'Aina Rahman',
      total: '198.00',
      item_count: 1,
      delivery_mode: 'delivery',
      courier: null,
    });
  });

  it('filters by Malaysian dates and searches order number, name, e-mail and phone', async () => {
    const target = await insertOrder(db(), {
      firstName: 'Siti',
      lastName: 'Nurhaliza',
      email: 'Siti.N@Example.com',
      phone: '0198887777',
      createdAt: day('2026-04-10T17:30:00Z'), // 11 April, 01:30 in Malaysia
    });
    const refsFor = async (q: string, from?: string, to?: string) =>
      (await listAdminOrders(db(), { tab: 'to_ship', q, from, to })).orders.map((o) => o.ref_no);
    expect(await refsFor(target.refNo.slice(0, 8).toLowerCase())).toContain(target.refNo);
    expect(await refsFor('siti nur')).toEqual([target.refNo]);
    expect(await refsFor('nurhal')).toEqual([target.refNo]);
    expect(await refsFor('siti.n@example')).toEqual([target.refNo]);
    expect(await refsFor('019-888')).toEqual([target.refNo]);
    expect(await refsFor('%')).toEqual([]);
    expect(await refsFor('siti', '2026-04-11', '2026-04-11')).toEqual([target.refNo]);
    expect(await refsFor('siti', '2026-04-10', '2026-04-10')).toEqual([]);
  });

  it('ships pasted lines, reporting each; a repeat is already done and e-mails nobody twice', async () => {
    const one = await insertOrder(db());
    const unpaid = await insertOrder(db(), { status: 'Pending' });
    const lines = [
      { ref_no: one.refNo, courier: 'J&T Express' as const, tracking_number: '630011112222' },
      { ref_no: unpaid.refNo, courier: 'Pos Laju' as const, tracking_number: 'ER111111111MY' },
      { ref_no: 'NYNOSUCH', courier: 'Pos Laju' as const, tracking_number: 'ER222222222MY' },
    ];
    const first = await shipOrders(deps(), lines, packer);
    expect(first.changed).toBe(1);
    expect(first.results).toEqual([
      { ref_no: one.refNo, ok: true, message: 'Marked shipped.' },
      {
        ref_no: unpaid.refNo,
        ok: false,
        message: `Order ${unpaid.refNo}: An order that is Pending cannot be shipped.`,
      },
      { ref_no: 'NYNOSUCH', ok: false, message: 'There is no such order.' },
    ]);
    const again = await shipOrders(deps(), lines.slice(0, 1), packer);
    expect(again).toEqual({
      changed: 0,
      results: [{ ref_no: one.refNo, ok: true, message: 'Already done.' }],
    });
    const shipped = await listAdminOrders(db(), { tab: 'shipped', q: one.refNo });
    expect(shipped.orders[0]).toMatchObject({
      status: 'Shipped',
      courier: 'J&T Express',
      tracking_number: '630011112222',
    });
    const view = await getAdminOrder(db(), one.id);
    expect(view?.emails.filter((email) => email.subject.includes('on its way'))).toHaveLength(1);
    expect(view?.trail.map((entry) => entry.action)).toEqual(['order.ship']);
    expect(view?.trail[0]?.actor_email).toBe(packer.actorEmail);
  });

  it('marks pick-up orders ready and collected in bulk', async () => {
    const a = await insertOrder(db(), { deliveryMode: 'pickup' });
    const b = await insertOrder(db());
    const ready = await markOrders(deps(), [a.id, b.id, 999_999], 'mark-ready', packer);
    expect(ready.results.map((result) => result.ok)).toEqual([true, false, false]);
    const collected = await markOrders(deps(), [a.id], 'collect', packer);
    expect(collected.results).toEqual([
      { ref_no: a.refNo, ok: true, message: 'Marked collected.' },
    ]);
  });

  it('shows the order page: lines, address, payment messages, notes, refunds, trail and actions', async () => {
    const order = await insertOrder(db(), { totalSen: 5_000 });
    await db()
      .insert(paymentMessages)
      .values({
        orderId: order.id,
        refNo: order.refNo,
        channel: 'backend',
        fields: { Status: '1', TransId: 'T0099', PaymentId: '2', Amount: '50.00' },
        outcome: 'paid',
      });
    const owner = await insertAdmin(db());
    await transitionOrder(
      deps(),
      order.id,
      { action: 'refund', amountSen: sen(1_000), method: 'ipay88_portal', reference: 'R-1' },
      owner,
    );
    const note = await addOrderNote(
      deps(),
      order.id,
      'Customer asked to hold until Friday',
      packer,
    );
    expect(note).toMatchObject({
      by: packer.actorEmail,
      text: 'Customer asked to hold until Friday',
    });
    const view = await getAdminOrder(db(), order.id);
    expect(view?.order).toMatchObject({
      status: 'Paid',
      refunded: '10.00',
      lines: [{ name: 'LeanEssentials MCT Powder', quantity: 1, amount: '50.00' }],
      ship_to: {
        name: 'Aina Rahman',
        lines: ['12 Jalan Mawar', '47300 Petaling Jaya', 'Selangor', 'Malaysia'],
      },
      pickup_venue: null,
      allowed_actions: ['ship', 'cancel', 'refund'],
    });
    expect(view?.payments).toEqual([
      expect.objectContaining({
        channel: 'backend',
        trans_id: 'T0099',
        status: '1',
        amount: '50.00',
      }),
    ]);
    expect(view?.notes.map((n) => n.text)).toEqual(['Customer asked to hold until Friday']);
    expect(view?.refunds).toEqual([
      expect.objectContaining({ amount: '10.00', method: 'ipay88_portal', reference: 'R-1' }),
    ]);
    expect(view?.trail.map((entry) => entry.action)).toEqual(['order.refund', 'order.add-note']);
    expect((await countAdminOrders(db())).refunds).toBeGreaterThanOrEqual(1);
    expect(await getAdminOrder(db(), 999_999)).toBeUndefined();
    expect(await addOrderNote(deps(), 999_999, 'x', packer)).toBeUndefined();
    const [slip] = await loadAdminOrderDetails(db(), [order.id]);
    expect(slip?.weight_grams).toBe(450);
  });

  it('exports the books as CSV with Malaysian times and formula-safe cells', async () => {
    const order = await insertOrder(db(), {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'X',
      phone: '+60123456789',
      createdAt: day('2026-05-31T16:30:00Z'),
    });
    await insertOrder(db(), { createdAt: day('2026-06-02T04:00:00Z') });
    const { csv } = await ordersCsv(db(), '2026-06-01', '2026-06-01');
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Ordered at (MYT),Status,Customer,E-mail,Phone,Delivery,Items (RM),Voucher,Discount (RM),Shipping (RM),Shipping off (RM),Total (RM),Refunded (RM),Paid at (MYT),Payment method,iPay88 TransId,Courier,Tracking number,Courier charged (RM)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${order.refNo},2026-06-01 00:30:00,Paid,"'=HYPERLINK(""http://evil"") X"`,
    );
    expect(lines[1]).toContain(",'+60123456789,Delivery,198.00,,0.00,0.00,0.00,198.00,0.00,");
    // The gateway's PaymentId 2 in words.
    expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,Card,T[0-9a-f]{8},/);
    const [row] = await db().select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(row?.firstName.startsWith('=')).toBe(true);
  });
});
