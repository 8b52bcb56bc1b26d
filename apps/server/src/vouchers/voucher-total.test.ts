import { checkout as checkoutCall } from '@nyiur/api';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, orderNotes } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { voucherUses, vouchers } from '../db/schema/vouchers';
import { markOrderPaid, type ShopAlert } from '../payments/mark-order-paid';
import { releaseStock } from '../stock/stock-holds';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';
import { releaseVoucherUse } from './voucher-use-state';

const ESSENTIALS = 15373;
const OWNER = 'owner-alerts@shop.test';
const alert: ShopAlert = { recipient: () => Promise.resolve(OWNER), adminUrl: () => 'https://x' };

/**
 * A late payment used to take its voucher use back "without the cap", so a 1-use voucher was paid
 * twice (review L1). Uses now pass the total by no path: a late payment takes a use only while one
 * is left, and the database refuses more uses than the total.
 */
describe.each(testDrivers())("a voucher's total uses on %s", (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;

  const memberWithBox = async (): Promise<Member> => {
    const member = await registerMember(t().app);
    await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    return member;
  };
  const checkoutWith = (member: Member, code: string, phone: string) =>
    post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', {
        voucher_code: code,
        recipient_number: phone,
        address: `${phone} Jalan Berbeza`,
      }),
      member.token,
    );
  const orderOf = async (member: Member) => {
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    return order;
  };
  /** What the re-query worker does when the payment window closes unpaid. */
  const closeUnpaid = (orderId: number) =>
    db().transaction(async (tx) => {
      await tx
        .update(salesOrders)
        .set({ status: 'Cancelled', closedAt: sql`now()`, nextRequeryAt: null })
        .where(eq(salesOrders.id, orderId));
      await releaseStock(tx, orderId);
      await releaseVoucherUse(tx, orderId);
    });
  const usesTaken = async (code: string) =>
    (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0]?.usesTaken;

  it('keeps a 1-use voucher at one use when a closed order is paid after another took it', async () => {
    await db().insert(vouchers).values({
      code: 'ONEUSE20',
      kind: 'amount_off',
      amountSen: 2000,
      totalUses: 1,
    });
    const late = await memberWithBox();
    expect((await checkoutWith(late, 'ONEUSE20', '0161110001')).status).toBe(200);
    const lateOrder = await orderOf(late);
    await closeUnpaid(lateOrder.id);
    expect(await usesTaken('ONEUSE20')).toBe(0);

    const onTime = await memberWithBox();
    expect((await checkoutWith(onTime, 'ONEUSE20', '0161110002')).status).toBe(200);
    const onTimeOrder = await orderOf(onTime);
    await markOrderPaid(db(), onTimeOrder.id, { paymentId: '2', transId: 'T-B' }, () => 'x', alert);
    expect(await usesTaken('ONEUSE20')).toBe(1);

    // The first shopper approves the old gateway page: the money is real, the use is not.
    const paid = await markOrderPaid(
      db(),
      lateOrder.id,
      { paymentId: '2', transId: 'T-A' },
      () => 'x',
      alert,
    );
    expect(paid?.status).toBe('Paid');
    expect(await usesTaken('ONEUSE20')).toBe(1);
    const uses = await db()
      .select({ orderId: voucherUses.orderId, state: voucherUses.state })
      .from(voucherUses)
      .orderBy(voucherUses.orderId)
      .where(sql`${voucherUses.orderId} in (${lateOrder.id}, ${onTimeOrder.id})`);
    expect(uses).toEqual([
      { orderId: lateOrder.id, state: 'over_total' },
      { orderId: onTimeOrder.id, state: 'used' },
    ]);
    const note =
      'Paid after its payment window with voucher ONEUSE20, whose uses had all been taken meanwhile: the customer paid RM 20.00 less than without it. Accept it, or refund the order.';
    expect(
      await db()
        .select({ text: orderNotes.text })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, lateOrder.id)),
    ).toEqual([{ text: note }]);
    const [mail] = await db()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, OWNER),
          sql`${emailOutbox.subject} like ${`%${lateOrder.refNo} paid with a voucher already used up`}`,
        ),
      );
    expect(mail).toBeDefined();
  });

  it('refuses in the database a use past the total, whatever path writes it', async () => {
    await db().insert(vouchers).values({
      code: 'TWOUSES',
      kind: 'amount_off',
      amountSen: 500,
      totalUses: 2,
      usesTaken: 2,
    });
    await expect(
      db()
        .update(vouchers)
        .set({ usesTaken: sql`${vouchers.usesTaken} + 1` })
        .where(eq(vouchers.code, 'TWOUSES')),
    ).rejects.toThrow();
    expect(await usesTaken('TWOUSES')).toBe(2);
  });

  racing(driver)(
    'gives the last use to one of a late payment and a new checkout at the same moment',
    async () => {
      await db().insert(vouchers).values({
        code: 'LASTONE',
        kind: 'amount_off',
        amountSen: 1000,
        totalUses: 1,
      });
      const late = await memberWithBox();
      expect((await checkoutWith(late, 'LASTONE', '0161110003')).status).toBe(200);
      const lateOrder = await orderOf(late);
      await closeUnpaid(lateOrder.id);
      const racer = await memberWithBox();
      const [, placed] = await Promise.all([
        markOrderPaid(db(), lateOrder.id, { paymentId: '2', transId: 'T-R' }, () => 'x'),
        checkoutWith(racer, 'LASTONE', '0161110004'),
      ]);
      expect(await usesTaken('LASTONE')).toBe(1);
      const [lateUse] = await db()
        .select({ state: voucherUses.state })
        .from(voucherUses)
        .where(eq(voucherUses.orderId, lateOrder.id));
      // Exactly one of the two holds the use.
      expect(placed.status === 200).toBe(lateUse?.state === 'over_total');
    },
  );
});
