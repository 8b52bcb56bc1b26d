import { checkout as checkoutCall } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, referralCodes } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { vouchers } from '../db/schema/vouchers';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
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

  it('credits nothing when the affiliate pays with their own voucher', async () => {
    const holder = await affiliateWithVoucher('AFFDEWI', 'DEWI10');
    const orderId = await buyWith(holder, 'DEWI10');
    expect(await linesOf(orderId)).toEqual([]);
  });
});
