import { checkout as checkoutCall } from '@nyiur/api';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { commitStock, releaseStock } from './stock-holds';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';
import { deliveryTo } from '../test/delivery-fixture';
import { staffOf } from '../test/admin-client';
import { markOrderPaid } from '../payments/mark-order-paid';

const ESSENTIALS = 15373;
const LEAN = 15372;

describe.each(testDrivers())('stock reserved at checkout on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `stock-${driver}`);
  const stockOf = async (id: number) => {
    const [row] = await db()
      .select({ stock: products.stockOnHand })
      .from(products)
      .where(eq(products.id, id));
    return row?.stock;
  };
  const memberWith = async (productId: number, quantity: number): Promise<Member> => {
    const member = await registerMember(t().app);
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: productId, quantity },
      member.token,
    );
    expect(added.status).toBe(200);
    return member;
  };
  /** The member's checkout, as the order row it wrote. */
  const orderOf = async (member: Member) => {
    const answer = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(answer.status).toBe(200);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    return order;
  };

  racing(driver)(
    'places exactly 10 orders when 50 shoppers check out the last 10 boxes at once',
    async () => {
      await db().update(products).set({ stockOnHand: 10 }).where(eq(products.id, ESSENTIALS));
      const members: Member[] = [];
      for (let i = 0; i < 50; i += 1) members.push(await memberWith(ESSENTIALS, 1));

      const answers = await Promise.all(
        members.map((member) => post(t().app, checkoutCall.path, deliveryTo(), member.token)),
      );
      const placed = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 422);
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const answer of refused) {
        expect(answer.body.message).toBe(
          'MCT Essentials is out of stock. Please remove it from your cart to check out.',
        );
      }
      expect(await stockOf(ESSENTIALS)).toBe(0);
      // These 50 shoppers' orders only: other tests of this file place orders of their own.
      const orders = await db()
        .select({ hold: salesOrders.stockHold })
        .from(salesOrders)
        .where(
          inArray(
            salesOrders.userId,
            members.map((member) => member.id),
          ),
        );
      expect(orders).toEqual(Array.from({ length: 10 }, () => ({ hold: 'reserved' })));
    },
    120_000,
  );

  it('says how many are left, releases a closed order once and commits a paid one', async () => {
    await db().update(products).set({ stockOnHand: 3 }).where(eq(products.id, LEAN));
    const greedy = await memberWith(LEAN, 5);
    const tooMany = await post(t().app, checkoutCall.path, deliveryTo(), greedy.token);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      'Only 3 of MCT LeanEssentials left. Please lower the quantity in your cart.',
    );
    expect(await stockOf(LEAN)).toBe(3);

    const buyer = await memberWith(LEAN, 2);
    const answer = await post(t().app, checkoutCall.path, deliveryTo(), buyer.token);
    expect(answer.status).toBe(200);
    expect(await stockOf(LEAN)).toBe(1);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, buyer.id));
    if (!order) throw new Error('no order');

    // The payment window ends: the two boxes go back, once however often it is asked.
    expect(await releaseStock(db(), order.id)).toBe(true);
    expect(await releaseStock(db(), order.id)).toBe(false);
    expect(await stockOf(LEAN)).toBe(3);

    // A payment that arrives after all takes them again.
    await commitStock(db(), order.id);
    await commitStock(db(), order.id);
    expect(await stockOf(LEAN)).toBe(1);
    expect(await releaseStock(db(), order.id)).toBe(false);
    expect(await stockOf(LEAN)).toBe(1);
  });

  it('a payment commits the boxes reserved at checkout, and takes again boxes let go', async () => {
    await db().update(products).set({ stockOnHand: 6 }).where(eq(products.id, LEAN));
    const holdOf = async (id: number) => {
      const [row] = await db()
        .select({ hold: salesOrders.stockHold })
        .from(salesOrders)
        .where(eq(salesOrders.id, id));
      return row?.hold;
    };
    const payment = { paymentId: '2', transId: 'T1' };
    const url = () => 'https://shop.example/order';

    const onTime = await orderOf(await memberWith(LEAN, 2));
    expect(await stockOf(LEAN)).toBe(4);
    expect((await markOrderPaid(db(), onTime.id, payment, url))?.stockHold).toBe('committed');
    expect(await holdOf(onTime.id)).toBe('committed');
    expect(await stockOf(LEAN)).toBe(4);

    const late = await orderOf(await memberWith(LEAN, 3));
    expect(await stockOf(LEAN)).toBe(1);
    expect(await releaseStock(db(), late.id)).toBe(true);
    expect(await stockOf(LEAN)).toBe(4);
    expect((await markOrderPaid(db(), late.id, payment, url))?.stockHold).toBe('committed');
    expect(await holdOf(late.id)).toBe('committed');
    expect(await stockOf(LEAN)).toBe(1);
    // Paid once: a second confirmation changes nothing.
    expect(await markOrderPaid(db(), late.id, payment, url)).toBeUndefined();
    expect(await stockOf(LEAN)).toBe(1);
  });

  it('puts the boxes back when the owner cancels, or refunds with restock', async () => {
    await db().update(products).set({ stockOnHand: 5 }).where(eq(products.id, LEAN));
    const owner = await staff.browserFor('owner');

    const cancelled = await orderOf(await memberWith(LEAN, 2));
    expect(await stockOf(LEAN)).toBe(3);
    const cancel = await owner.post('/admin/orders/cancel', {
      id: cancelled.id,
      reason: 'Customer asked',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(5);

    const refunded = await orderOf(await memberWith(LEAN, 1));
    await markOrderPaid(db(), refunded.id, { paymentId: null, transId: null }, () => '/order');
    expect(await stockOf(LEAN)).toBe(4);
    await staff.proofAge('owner', 0);
    const refund = await owner.post('/admin/orders/refund', {
      id: refunded.id,
      amount: '10.00',
      method: 'bank_transfer',
      reference: 'TRF-9',
      restock: true,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(5);
  });
});
