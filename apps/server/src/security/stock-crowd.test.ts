import { checkout } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { salesOrders } from '../db/schema/sales-orders';

const ESSENTIALS = 15373;

/*
 * Review N2: 7 free, unverified accounts checked out 14 boxes each for pick-up from 3 addresses,
 * Essentials went 86 -> 0 and a real shopper read "out of stock". With the shop's defaults (6
 * boxes a checkout, 12 an hour per address until an account has paid once) the crowd holds at
 * most 3 x 12 = 36 of the 86.
 */
describe.each(testDrivers())('a crowd of fresh accounts and the stock on %s (N2)', (driver) => {
  const t = useTestApp(driver, {
    env: {
      TRUST_PROXY: '1',
      NEW_ACCOUNT_BOXES_PER_ORDER: '6',
      NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: '12',
    },
  });
  const db = () => t().database.db;
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const stock = async () => {
    const [row] = await db()
      .select({ stock: products.stockOnHand })
      .from(products)
      .where(eq(products.id, ESSENTIALS));
    return row?.stock;
  };
  const setCart = async (member: Member, quantity: number, address: string) => {
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity, to_add: '0' },
      member.token,
      from(address),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  };
  const checkOut = (member: Member, address: string) =>
    post(t().app, checkout.path, deliveryTo(), member.token, from(address));

  it('lets 7 fresh accounts from 3 addresses hold at most 36 of 86 boxes; a real shopper still buys', async () => {
    await db().update(products).set({ stockOnHand: 86 }).where(eq(products.id, ESSENTIALS));
    const addresses = ['203.0.113.11', '203.0.113.12', '2001:db8:77:1::5'];
    const crowd: { member: Member; address: string }[] = [];
    for (let i = 0; i < 7; i += 1) {
      crowd.push({ member: await registerMember(t().app), address: addresses[i % 3] ?? '' });
    }

    // The review's repro: 14 boxes each.
    for (const { member, address } of crowd) {
      await setCart(member, 14, address);
      const answer = await checkOut(member, address);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'Until your first order is paid, you can check out up to 6 boxes at a time. Please lower the quantity in your cart.',
      );
    }
    expect(await stock()).toBe(86);

    // The most the crowd can do: 6 boxes each, 12 per address an hour (the 3rd account on the
    // first address is refused), again and again (a renewal counts as well).
    const statuses: number[] = [];
    for (const { member, address } of crowd) {
      await setCart(member, 6, address);
      statuses.push((await checkOut(member, address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const renewal = crowd[0];
    if (!renewal) throw new Error('no crowd');
    await setCart(renewal.member, 6, renewal.address);
    const again = await checkOut(renewal.member, renewal.address);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(
      'Many boxes are already waiting for payment from new accounts on your network. Please pay an open order, or try again in an hour.',
    );
    expect(await stock()).toBe(50);

    // A real shopper, new too, from their own address: not out of stock.
    const shopper = await registerMember(t().app);
    await setCart(shopper, 2, '198.51.100.7');
    const bought = await checkOut(shopper, '198.51.100.7');
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await stock()).toBe(48);
  });

  it('does not bound an account that has paid once', async () => {
    await db().update(products).set({ stockOnHand: 86 }).where(eq(products.id, ESSENTIALS));
    const regular = await registerMember(t().app);
    await setCart(regular, 1, '192.0.2.40');
    expect((await checkOut(regular, '192.0.2.40')).status).toBe(200);
    const [first] = await db().select().from(salesOrders).where(eq(salesOrders.userId, regular.id));
    if (!first) throw new Error('no order');
    await markOrderPaid(db(), first.id, { paymentId: null, transId: null }, () => '/order');

    await setCart(regular, 14, '192.0.2.40');
    const big = await checkOut(regular, '192.0.2.40');
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    expect(await stock()).toBe(86 - 1 - 14);
  });
});
