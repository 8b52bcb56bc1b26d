import { adminContract, orderHistory } from '@nyiur/api';
import type { AdminRole } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesOrders } from '../../db/schema/sales-orders';
import { post, registerMember } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { AdminBrowser, staffOf } from '../../test/admin-client';
import { insertOrder } from './order-fixture';

/*
 * The order routes over HTTP, behind the real back-office sign-in: each role is a signed-in
 * browser with its session cookie, checked against the permission table on every call.
 */
describe.each(testDrivers())('admin order routes on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `routes-${driver}`);
  /** A call as a role; `recent` says whether its last password or code proof is fresh. */
  const as = async (role: AdminRole | 'none', path: string, body: unknown, recent = false) => {
    if (role === 'none') return new AdminBrowser(t().app).post(path, body);
    await staff.proofAge(role, recent ? 0 : 10);
    return (await staff.browserFor(role)).post(path, body);
  };
  const { adminOrderList, adminOrderShip, adminOrderRefund, adminOrderCancel } = adminContract;

  it('lets each role do what the permission table says', async () => {
    const order = await insertOrder(db());
    const expectations: [string, unknown, Record<AdminRole | 'none', number>][] = [
      ['/admin/orders/counts', {}, { none: 401, owner: 200, packer: 200, marketing: 403 }],
      [
        '/admin/orders/list',
        { tab: 'to_ship' },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/get',
        { id: order.id },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/slips',
        { ids: [order.id] },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/add-note',
        { id: order.id, text: 'Fragile' },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/mark-ready',
        { ids: [order.id] },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/mark-collected',
        { ids: [order.id] },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/complete',
        { ids: [order.id] },
        { none: 401, owner: 200, packer: 200, marketing: 403 },
      ],
      [
        '/admin/orders/cancel',
        { id: 999_999, reason: 'Test' },
        { none: 401, owner: 404, packer: 403, marketing: 403 },
      ],
      [
        '/admin/orders/refund',
        { id: 999_999, amount: '1.00', method: 'bank_transfer', reference: 'x' },
        { none: 401, owner: 403, packer: 403, marketing: 403 },
      ],
    ];
    for (const [path, body, want] of expectations) {
      for (const role of ['none', 'owner', 'packer', 'marketing'] as const) {
        const answer = await as(role, path, body);
        expect({ path, role, status: answer.status }).toEqual({ path, role, status: want[role] });
      }
    }
  });

  it('ships pasted lines, e-mails the shopper once, and the shopper sees Shipped with the tracking number', async () => {
    const member = await registerMember(t().app);
    const order = await insertOrder(db(), { userId: member.id, email: member.email });
    const body = {
      shipments: [
        {
          ref_no: order.refNo.toLowerCase(),
          courier: 'Ninja Van',
          tracking_number: 'nvmy 12345 abcde',
        },
      ],
    };
    const first = await as('packer', adminOrderShip.path, body);
    const again = await as('packer', adminOrderShip.path, body);
    expect(adminOrderShip.response.parse(first.body.data).results).toEqual([
      { ref_no: order.refNo, ok: true, message: 'Marked shipped.' },
    ]);
    expect(adminOrderShip.response.parse(again.body.data).results[0]?.message).toBe(
      'Already done.',
    );
    await t().ctx.outbox.drain();
    const mail = t()
      .mail.to(member.email)
      .filter((m) => m.subject.includes('on its way'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('https://www.ninjavan.co/en-my/tracking?id=NVMY12345ABCDE');

    const history = await post(t().app, orderHistory.path, {}, member.token);
    const [mine] = orderHistory.response.parse(history.body.data);
    expect(mine).toMatchObject({
      status: 'Shipped',
      shipment: {
        courier: 'Ninja Van',
        tracking_number: 'NVMY12345ABCDE',
        tracking_url: 'https://www.ninjavan.co/en-my/tracking?id=NVMY12345ABCDE',
      },
    });
    const stale = await as('packer', adminOrderList.path, { tab: 'shipped', cursor: 'bm9wZQ' });
    expect(stale.status).toBe(422);
    expect(stale.body.data).toEqual({
      errors: { cursor: 'This page link is out of date. Start from the first page.' },
    });
    const list = await as('packer', adminOrderList.path, { tab: 'shipped', q: order.refNo });
    expect(adminOrderList.response.parse(list.body.data).orders[0]?.tracking_number).toBe(
      'NVMY12345ABCDE',
    );
  });

  it('asks the owner to re-authenticate for a refund, bounds it, and answers 409 with nothing changed', async () => {
    const order = await insertOrder(db(), { totalSen: 10_000 });
    const refund = (amount: string, reference: string) => ({
      id: order.id,
      amount,
      method: 'ipay88_portal',
      reference,
    });
    const stale = await as('owner', adminOrderRefund.path, refund('10.00', 'R1'));
    expect(stale.status).toBe(403);
    expect(stale.body.data).toEqual({ reauth_required: true });
    expect((await as('owner', adminOrderRefund.path, refund('0.00', 'R1'), true)).status).toBe(422);
    const bad = await as('owner', adminOrderRefund.path, refund('ten', 'R1'), true);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual({ errors: { amount: 'Enter the amount refunded, e.g. 25.00.' } });
    const part = await as('owner', adminOrderRefund.path, refund('30.00', 'R1'), true);
    expect(adminOrderRefund.response.parse(part.body.data).order).toMatchObject({
      refunded: '30.00',
      status: 'Paid',
    });
    const [before] = await db().select().from(salesOrders).where(eq(salesOrders.id, order.id));
    const over = await as('owner', adminOrderRefund.path, refund('70.01', 'R2'), true);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      `Order ${order.refNo}: A refund cannot exceed what is left of the payment.`,
    );
    const [after] = await db().select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(after).toEqual(before);
  });

  it('cancels with a reason; cancelling a shipped order is a 409', async () => {
    const open = await insertOrder(db());
    const cancelled = await as('owner', adminOrderCancel.path, {
      id: open.id,
      reason: 'Customer asked',
    });
    expect(adminOrderCancel.response.parse(cancelled.body.data).order).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Customer asked',
    });
    const blank = await as('owner', adminOrderCancel.path, { id: open.id, reason: ' ' });
    expect(blank.status).toBe(422);
    const shipped = await insertOrder(db());
    await as('packer', adminOrderShip.path, {
      shipments: [{ ref_no: shipped.refNo, courier: 'Pos Laju', tracking_number: 'ER123456789MY' }],
    });
    const late = await as('owner', adminOrderCancel.path, { id: shipped.id, reason: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `Order ${shipped.refNo}: An order that is Shipped cannot be cancelled.`,
    );
  });

  it('downloads the accounting CSV for owners only, with dates checked', async () => {
    await insertOrder(db(), { createdAt: new Date('2026-02-02T02:00:00Z') });
    const get = async (role: AdminRole | 'none', query: string) => {
      const cookie = role === 'none' ? undefined : (await staff.browserFor(role)).cookie;
      return t().app.inject({
        method: 'GET',
        url: `/api/admin/orders.csv?${query}`,
        headers: cookie ? { cookie: `nyiur_admin=${cookie}` } : {},
      });
    };
    expect((await get('none', 'from=2026-02-01&to=2026-02-03')).statusCode).toBe(401);
    expect((await get('packer', 'from=2026-02-01&to=2026-02-03')).statusCode).toBe(403);
    expect((await get('owner', 'from=2026-02-01')).statusCode).toBe(422);
    expect((await get('owner', 'from=2026-02-05&to=2026-02-01')).statusCode).toBe(422);
    const csv = await get('owner', 'from=2026-02-01&to=2026-02-03');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-02-01-to-2026-02-03.csv"',
    );
    expect(csv.body.split('\r\n').filter((line) => line.length > 0)).toHaveLength(2);
  });
});
