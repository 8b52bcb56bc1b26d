import { checkout as checkoutCall } from '@nyiur/api';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
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
  const errorsOf = (answer: { body: { data?: unknown } }) =>
    (answer.body.data as { errors?: Record<string, string> } | undefined)?.errors;
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

  it('puts the boxes back when the owner cancels, but not on a partial refund of an unshipped order', async () => {
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
    // The old "boxes came back" flag no longer puts the whole order back (L3).
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(4);
  });

  it('puts back exactly the boxes the owner says came back with a partial refund (L3)', async () => {
    await db().update(products).set({ stockOnHand: 100 }).where(eq(products.id, LEAN));
    const owner = await staff.browserFor('owner');
    const order = await orderOf(await memberWith(LEAN, 4));
    await markOrderPaid(db(), order.id, { paymentId: null, transId: null }, () => '/order');
    expect(await stockOf(LEAN)).toBe(96);
    const [line] = await db()
      .select({ id: salesOrderItems.id })
      .from(salesOrderItems)
      .where(eq(salesOrderItems.orderId, order.id));
    if (!line) throw new Error('no line');
    await staff.proofAge('owner', 0);
    const refund = (reference: string, extra: object) =>
      owner.post('/admin/orders/refund', {
        id: order.id,
        amount: '10.00',
        method: 'bank_transfer',
        reference,
        ...extra,
      });

    // The review's repro: RM 10 back for a dented box, "boxes came back" ticked.
    const dented = await refund('TRF-L3-1', { restock: true });
    expect(dented.status, JSON.stringify(dented.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(96);
    // The order has not left: no box can have come back.
    const early = await refund('TRF-L3-2', { returned: [{ item_id: line.id, boxes: 1 }] });
    expect(early.status).toBe(422);
    expect(errorsOf(early)).toEqual({
      returned:
        'This order has not left the shop, so no boxes came back. Refund it in full to put them back, or ship it.',
    });
    expect(await stockOf(LEAN)).toBe(96);

    const shipped = await owner.post('/admin/orders/ship', {
      shipments: [{ ref_no: order.refNo, courier: 'Pos Laju', tracking_number: 'EP123456789MY' }],
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const oneBack = await refund('TRF-L3-3', { returned: [{ item_id: line.id, boxes: 1 }] });
    expect(oneBack.status, JSON.stringify(oneBack.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(97);
    // Never more than the order took: 3 of its 4 boxes are still out.
    const tooMany = await refund('TRF-L3-4', { returned: [{ item_id: line.id, boxes: 4 }] });
    expect(tooMany.status).toBe(422);
    expect(errorsOf(tooMany)).toEqual({
      returned: 'Only 3 more boxes of MCT LeanEssentials can come back.',
    });
    const zero = await refund('TRF-L3-5', { returned: [{ item_id: line.id, boxes: 0 }] });
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(await stockOf(LEAN)).toBe(97);
  });
});
