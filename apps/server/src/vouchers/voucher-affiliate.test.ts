import { checkout as checkoutCall, guestCheckout } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, referralCodes } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { vouchers } from '../db/schema/vouchers';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, uniqueEmail, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;

describe.each(testDrivers())("an affiliate's own voucher on %s", (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;

  /** A member who owns the affiliate code `code`, and a voucher of RM10 off linked to it. */
  const affiliateWithVoucher = async (code: string, voucherCode: string) => {
    const holder = await registerMember(t().app);
    await db().insert(referralCodes).values({ code, kind: 'affiliate', ownerUserId: holder.id });
    await db()
      .insert(vouchers)
      .values({ code: voucherCode, kind: 'amount_off', amountSen: 1000, affiliateCode: code });
    return holder;
  };

  /** Checks out one box of Essentials to Selangor with `voucher` and pays it (twice: retried). */
  const buyWith = async (member: Member, voucher: string) => {
    expect(
      (
        await post(
          t().app,
          '/users/add-to-cart',
          { product_id: ESSENTIALS, quantity: 1 },
          member.token,
        )
      ).status,
    ).toBe(200);
    const answer = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: voucher }),
      member.token,
    );
    expect(answer.status).toBe(200);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    const pay = () =>
      markOrderPaid(db(), order.id, { paymentId: '2', transId: `T${order.id}` }, () => '/o');
    await Promise.all([pay(), pay()]);
    return order.id;
  };

  const linesOf = (orderId: number) =>
    db().select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId));

  it('credits the affiliate once on the goods after the discount, shipping excluded', async () => {
    await affiliateWithVoucher('AFFSITI', 'SITI10');
    const buyer = await registerMember(t().app);
    const orderId = await buyWith(buyer, 'siti10');
    expect(await linesOf(orderId)).toMatchObject([
      {
        code: 'AFFSITI',
        kind: 'commission',
        status: 'held',
        baseSen: 18800,
        amountSen: 1880,
        rateBasisPoints: 1000,
      },
    ]);
  });

  it("credits the voucher's affiliate over the one the buyer registered with", async () => {
    await affiliateWithVoucher('AFFAMIN', 'AMIN10');
    await affiliateWithVoucher('AFFLINA', 'LINA10');
    const buyer = await registerMember(t().app, { referral_code: 'AFFAMIN' });
    const orderId = await buyWith(buyer, 'LINA10');
    expect(await linesOf(orderId)).toMatchObject([{ code: 'AFFLINA', amountSen: 1880 }]);
  });

  it("writes no line for a free sample paid with the affiliate's free shipping: its goods are RM0", async () => {
    await affiliateWithVoucher('AFFRINA', 'RINA10');
    await db()
      .insert(vouchers)
      .values({ code: 'RINAPOS', kind: 'free_shipping', capSen: 500, affiliateCode: 'AFFRINA' });
    const lead = await post(t().app, '/users/free-sample-registration', {
      name: 'Guest Mei',
      email: uniqueEmail('guest'),
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: ESSENTIALS,
    });
    const answer = await post(t().app, guestCheckout.path, {
      ...deliveryTo('Selangor'),
      contact_id: lead.body.data as number,
      product_id: ESSENTIALS,
      claim_token: (lead.body.meta as { claim_token: string }).claim_token,
      voucher_code: 'RINAPOS',
    });
    expect(answer.status).toBe(200);
    const [order] = await db()
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, lead.body.data as number));
    if (!order) throw new Error('no order');
    expect(order.totalSen).toBe(700);
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'TS' }, () => '/o');
    expect(await linesOf(order.id)).toEqual([]);
  });

  it('credits nothing when the affiliate pays with their own voucher', async () => {
    const holder = await affiliateWithVoucher('AFFDEWI', 'DEWI10');
    const orderId = await buyWith(holder, 'DEWI10');
    expect(await linesOf(orderId)).toEqual([]);
  });
});
