import { sen } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { auditLog } from '../../db/schema/audit-log';
import { orderRefunds, orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import { openTestDatabase, racing, testDrivers } from '../../test/test-database';
import type { Actor } from '../../audit/record-audit';
import { insertAdmin, insertOrder } from './order-fixture';
import { orderAuditWriter } from './order-audit-writer';
import { transitionOrder, type OrderCommand } from './transition-order';

describe.each(testDrivers())('the order transition on %s', (driver) => {
  let database: DatabaseHandle;
  let owner: Actor;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    owner = await insertAdmin(database.db);
  });
  afterAll(async () => database.close());
  const db = () => database.db;
  const deps = () => ({ db: db(), audit: orderAuditWriter });
  const run = (orderId: number, command: OrderCommand) =>
    transitionOrder(deps(), orderId, command, owner);
  const mailTo = async (email: string) =>
    db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const trailOf = async (orderId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)));
  const reload = async (orderId: number) =>
    (await db().select().from(salesOrders).where(eq(salesOrders.id, orderId)))[0];

  it('ships a paid order once: one shipment, one e-mail with the tracking link, one audit entry', async () => {
    const order = await insertOrder(db(), { email: 'ship-once@example.com' });
    const ship: OrderCommand = {
      action: 'ship',
      courier: 'Pos Laju',
      trackingNumber: 'er 123456789 my',
    };
    const first = await run(order.id, ship);
    const again = await run(order.id, ship);
    expect(first).toMatchObject({ ok: true, changed: true, order: { status: 'Shipped' } });
    expect(again).toMatchObject({ ok: true, changed: false, order: { status: 'Shipped' } });
    const shipments = await db()
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    expect(shipments).toEqual([
      expect.objectContaining({ courier: 'Pos Laju', trackingNumber: 'ER123456789MY' }),
    ]);
    const mail = await mailTo('ship-once@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(`order ${order.refNo} is on its way`);
    expect(mail[0]?.textBody).toContain('https://tracking.pos.com.my/tracking/ER123456789MY');
    const trail = await trailOf(order.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'order.ship',
        actorEmail: owner.actorEmail,
        ip: '203.0.113.9',
        before: expect.objectContaining({ status: 'Paid' }),
        after: expect.objectContaining({ status: 'Shipped', trackingNumber: 'er 123456789 my' }),
      }),
    ]);
    expect((await reload(order.id))?.handedOverAt).toBeInstanceOf(Date);
  });

  it('refuses another tracking number for a shipped order with 409 and changes nothing', async () => {
    const order = await insertOrder(db(), { email: 'ship-twice@example.com' });
    await run(order.id, { action: 'ship', courier: 'J&T Express', trackingNumber: '630012345678' });
    const other = await run(order.id, {
      action: 'ship',
      courier: 'J&T Express',
      trackingNumber: '630099999999',
    });
    expect(other).toEqual({
      ok: false,
      code: 409,
      message: `Order ${order.refNo} is already shipped with J&T Express tracking number 630012345678.`,
    });
    expect(await mailTo('ship-twice@example.com')).toHaveLength(1);
    expect(await trailOf(order.id)).toHaveLength(1);
  });

  it('answers an illegal transition with 409, a clear message, and nothing written', async () => {
    const order = await insertOrder(db(), { status: 'Pending', email: 'illegal@example.com' });
    const before = await reload(order.id);
    const outcome = await run(order.id, {
      action: 'ship',
      courier: 'Ninja Van',
      trackingNumber: 'NVMY12345ABCDE',
    });
    expect(outcome).toEqual({
      ok: false,
      code: 409,
      message: `Order ${order.refNo}: An order that is Pending cannot be shipped.`,
    });
    expect(await reload(order.id)).toEqual(before);
    expect(await mailTo('illegal@example.com')).toHaveLength(0);
    expect(await trailOf(order.id)).toHaveLength(0);
    expect(
      await db().select().from(orderShipments).where(eq(orderShipments.orderId, order.id)),
    ).toHaveLength(0);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect(await run(987_654, { action: 'complete' })).toEqual({
      ok: false,
      code: 404,
      message: 'There is no such order.',
    });
  });

  it('readies and hands over a pick-up order, e-mailing the shopper once', async () => {
    const order = await insertOrder(db(), { deliveryMode: 'pickup', email: 'pickup@example.com' });
    expect(await run(order.id, { action: 'mark-ready' })).toMatchObject({ changed: true });
    expect(await run(order.id, { action: 'mark-ready' })).toMatchObject({ changed: false });
    expect(await run(order.id, { action: 'collect' })).toMatchObject({
      order: { status: 'Collected' },
    });
    expect(await run(order.id, { action: 'complete' })).toMatchObject({
      order: { status: 'Completed' },
    });
    const mail = await mailTo('pickup@example.com');
    expect(mail.map((message) => message.subject)).toEqual([
      expect.stringContaining('is ready for pick-up'),
    ]);
    expect(mail[0]?.textBody).toContain('Nyiur HQ, Petaling Jaya');
  });

  it('cancels a paid, not shipped order with its reason; a repeat changes nothing', async () => {
    const order = await insertOrder(db(), { email: 'cancel@example.com' });
    const cancel: OrderCommand = { action: 'cancel', reason: 'Out of stock' };
    expect(await run(order.id, cancel)).toMatchObject({
      changed: true,
      order: { status: 'Cancelled', cancelReason: 'Out of stock' },
    });
    expect(await run(order.id, cancel)).toMatchObject({ changed: false });
    const mail = await mailTo('cancel@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain('Reason: Out of stock');
    expect(mail[0]?.textBody).toContain('We will refund what you paid');
  });

  it('records refunds up to what was paid, never more, and each reference once', async () => {
    const order = await insertOrder(db(), { totalSen: 10_000, email: 'refund@example.com' });
    await run(order.id, { action: 'ship', courier: 'City-Link', trackingNumber: '0603012345678' });
    const refund = (amount: number, reference: string): OrderCommand => ({
      action: 'refund',
      amountSen: sen(amount),
      method: 'bank_transfer',
      reference,
    });
    expect(await run(order.id, refund(4_000, 'BT-1'))).toMatchObject({
      changed: true,
      order: { status: 'Partly refunded', refundedSen: 4_000 },
    });
    expect(await run(order.id, refund(4_000, 'BT-1'))).toMatchObject({ changed: false });
    expect(await run(order.id, refund(5_000, 'BT-1'))).toMatchObject({ ok: false, code: 409 });
    expect(await run(order.id, refund(6_001, 'BT-2'))).toEqual({
      ok: false,
      code: 409,
      message: `Order ${order.refNo}: A refund cannot exceed what is left of the payment.`,
    });
    expect(await run(order.id, refund(6_000, 'BT-3'))).toMatchObject({
      order: { status: 'Refunded', refundedSen: 10_000 },
    });
    expect(await run(order.id, refund(1, 'BT-4'))).toMatchObject({ ok: false, code: 409 });
    const rows = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.amountSen)).toEqual([4_000, 6_000]);
    expect(await mailTo('refund@example.com')).toHaveLength(3);
  });

  racing(driver)('lets only one of two refunds at the same moment take what is left', async () => {
    const order = await insertOrder(db(), { totalSen: 10_000 });
    const outcomes = await Promise.all(
      ['A', 'B'].map((reference) =>
        run(order.id, {
          action: 'refund',
          amountSen: sen(7_000),
          method: 'ipay88_portal',
          reference,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect((await reload(order.id))?.refundedSen).toBe(7_000);
  });
});
