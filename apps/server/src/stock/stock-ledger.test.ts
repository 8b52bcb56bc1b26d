import {
  adminContract,
  checkout as checkoutCall,
  productOffer,
  type AdminProduct,
} from '@nyiur/api';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { insertOrder } from '../admin/orders/order-fixture';
import { stockChangeErrors } from '../admin/products/change-stock';
import { orderNotes, products, stockMovements } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { markOrderPaid } from '../payments/mark-order-paid';
import { staffOf } from '../test/admin-client';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { moveStock, stockLedgerMismatches } from './move-stock';
import { releaseStock } from './stock-holds';

const ESSENTIALS = 15373;
const LEAN = 15372;
const STARTER_DUO = 91001;
const FAMILY_BUNDLE = 91002;
const SHOP = 'owner-alerts@shop.test';

const { adminProductList, adminProductSetPrice, adminProductStock, adminProductUpdate } =
  adminContract;

describe.each(testDrivers())('the stock ledger on %s', (driver) => {
  const t = useTestApp(driver, { env: { SHOP_ALERT_EMAIL: SHOP } });
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `ledger-${driver}`);

  const asOwner = async (path: string, body: unknown) => {
    await staff.proofAge('owner', 0);
    return (await staff.browserFor('owner')).post(path, body);
  };
  const productOf = async (id: number): Promise<AdminProduct> => {
    const answer = await asOwner(adminProductList.path, {});
    expect(answer.status).toBe(200);
    const found = adminProductList.response
      .parse(answer.body.data)
      .products.find((product) => product.id === id);
    if (!found) throw new Error(`product ${id} missing`);
    return found;
  };
  const memberWith = async (lines: [number, number][]): Promise<Member> => {
    const member = await registerMember(t().app);
    for (const [productId, quantity] of lines) {
      const added = await post(
        t().app,
        '/users/add-to-cart',
        { product_id: productId, quantity, to_add: '1' },
        member.token,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    return member;
  };
  const fill = async (member: Member, lines: [number, number][]) => {
    for (const [productId, quantity] of lines) {
      await post(t().app, '/users/add-to-cart', { product_id: productId, quantity }, member.token);
    }
  };
  const checkout = async (member: Member) => {
    const answer = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { uuid } = checkoutCall.response.parse(answer.body.data);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, uuid));
    if (!order) throw new Error('no order');
    return order;
  };
  const pay = (orderId: number) =>
    markOrderPaid(db(), orderId, { paymentId: '2', transId: 'T1' }, () => '/order', {
      recipient: async () => SHOP,
      adminUrl: () => '/admin/orders',
    });

  // Every test starts with no order holding boxes and 100 of each box free to sell.
  beforeEach(async () => {
    await db().transaction(async (tx) => {
      const open = await tx
        .update(salesOrders)
        .set({ status: 'Cancelled' })
        .where(inArray(salesOrders.stockHold, ['reserved', 'committed']))
        .returning({ id: salesOrders.id });
      for (const order of open) await releaseStock(tx, order.id, { paidToo: true });
      for (const id of [ESSENTIALS, LEAN]) {
        const [row] = await tx.select().from(products).where(eq(products.id, id));
        const change = 100 - (row?.stockOnHand ?? 0);
        if (change !== 0)
          await moveStock(tx, { productId: id, kind: 'adjusted', quantity: change });
      }
    });
  });

  it('refuses a stock change made from a page read before a checkout', async () => {
    const page = await productOf(ESSENTIALS);
    expect(page.available).toBe(100);
    await checkout(await memberWith([[ESSENTIALS, 5]]));

    const stale = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'counted',
      quantity: 100,
      expected_available: page.available,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Stock changed since you opened this page (95 free to sell now); reload and try again.',
    );
    expect(stale.body.message).toBe(stockChangeErrors.stale(95));
    expect(await productOf(ESSENTIALS)).toMatchObject({ available: 95, reserved: 5, on_hand: 100 });
  });

  it('keeps boxes of a Pending order held when the owner counts the shelf', async () => {
    await checkout(await memberWith([[ESSENTIALS, 5]]));
    const page = await productOf(ESSENTIALS);
    expect(page).toMatchObject({ on_hand: 100, reserved: 5, to_ship: 0, available: 95 });

    // The 5 boxes are still on the shelf: 100 counted leaves 95 free to sell.
    const counted = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'counted',
      quantity: 100,
      expected_available: page.available,
    });
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(adminProductStock.response.parse(counted.body.data).product).toMatchObject({
      on_hand: 100,
      reserved: 5,
      available: 95,
    });

    // 97 counted: 3 boxes gone, 92 free; then 10 received and 2 written off as damaged.
    const after = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'counted',
      quantity: 97,
      expected_available: 95,
    });
    expect(after.body.data?.product).toMatchObject({ on_hand: 97, available: 92 });
    await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'received',
      quantity: 10,
      expected_available: 92,
    });
    const noReason = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'adjusted',
      quantity: -2,
      expected_available: 102,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.data?.errors).toEqual({
      reason: 'Say why, e.g. 2 boxes damaged in the store.',
    });
    const adjusted = await asOwner(adminProductStock.path, {
      id: ESSENTIALS,
      kind: 'adjusted',
      quantity: -2,
      expected_available: 102,
      reason: 'Two boxes crushed',
    });
    const product = adminProductStock.response.parse(adjusted.body.data).product;
    expect(product).toMatchObject({ on_hand: 105, reserved: 5, available: 100 });
    expect(product.movements.slice(0, 4).map((m) => [m.kind, m.quantity, m.by])).toEqual([
      ['adjusted', -2, `ledger-${driver}-owner@nyiur.test`],
      ['received', 10, `ledger-${driver}-owner@nyiur.test`],
      ['counted', -3, `ledger-${driver}-owner@nyiur.test`],
      ['counted', 0, `ledger-${driver}-owner@nyiur.test`],
    ]);
    expect(product.movements[0]?.reason).toBe('Two boxes crushed');
    expect(product.movements[2]?.reason).toBe('Counted 97 on the shelf, 5 reserved, 0 to ship');
    expect(product.movements[4]).toMatchObject({ kind: 'reserved', quantity: -5, by: null });
  });

  it('adds up to the stock after checkout, payment, expiry and a restocked refund', async () => {
    const paid = await checkout(await memberWith([[LEAN, 2]]));
    const expired = await checkout(await memberWith([[LEAN, 3]]));
    const refunded = await checkout(await memberWith([[LEAN, 4]]));
    expect((await pay(paid.id))?.stockHold).toBe('committed');
    expect(await productOf(LEAN)).toMatchObject({ reserved: 7, to_ship: 2, available: 91 });

    await db()
      .update(salesOrders)
      .set({ status: 'Cancelled' })
      .where(eq(salesOrders.id, expired.id));
    expect(await releaseStock(db(), expired.id)).toBe(true);
    await pay(refunded.id);
    const [line] = await db()
      .select({ id: salesOrderItems.id })
      .from(salesOrderItems)
      .where(eq(salesOrderItems.orderId, refunded.id));
    // Refunded in full before it left: the owner puts its 4 boxes back.
    const refund = await asOwner('/admin/orders/refund', {
      id: refunded.id,
      amount: (refunded.totalSen / 100).toFixed(2),
      method: 'bank_transfer',
      reference: 'TRF-7',
      returned: [{ item_id: line?.id, boxes: 4 }],
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    expect(await productOf(LEAN)).toMatchObject({ reserved: 0, to_ship: 2, available: 98 });
    expect(await stockLedgerMismatches(db())).toEqual([]);
    const moves = await db()
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.productId, LEAN),
          inArray(stockMovements.orderId, [paid.id, expired.id, refunded.id]),
        ),
      )
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'reserved', quantity: -2 },
      { kind: 'reserved', quantity: -3 },
      { kind: 'reserved', quantity: -4 },
      { kind: 'released', quantity: 3 },
      { kind: 'returned', quantity: 4 },
    ]);
  });

  it('closes a member’s older unpaid order at the next checkout and frees its boxes', async () => {
    const member = await memberWith([[ESSENTIALS, 15]]);
    const first = await checkout(member);
    expect((await productOf(ESSENTIALS)).available).toBe(85);

    await fill(member, [[ESSENTIALS, 15]]);
    const second = await checkout(member);
    expect(second.id).not.toBe(first.id);
    // The older order's window is over: the re-query worker asks iPay88 once more and closes it.
    const [old] = await db().select().from(salesOrders).where(eq(salesOrders.id, first.id));
    expect(old?.stockHold).toBe('released');
    expect(old?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(old?.nextRequeryAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await productOf(ESSENTIALS)).toMatchObject({ reserved: 15, available: 85 });
    const open = await db()
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(
        and(
          eq(salesOrders.userId, member.id),
          eq(salesOrders.status, 'Pending'),
          gt(salesOrders.expiresAt, sql`now()`),
        ),
      );
    expect(open).toEqual([{ id: second.id }]);
    expect(await stockLedgerMismatches(db())).toEqual([]);
  });

  it('sells a combo only while each box inside it is in stock, and reserves the boxes', async () => {
    for (const id of [STARTER_DUO, FAMILY_BUNDLE]) {
      await asOwner(adminProductSetPrice.path, { id, price: '360.00' });
      const combo = await productOf(id);
      await asOwner(adminProductUpdate.path, {
        id,
        status: 'listed',
        weight_grams: combo.weight_grams,
        low_stock_threshold: combo.low_stock_threshold,
      });
    }
    // Family Bundle: 3 Essentials and 2 LeanEssentials a carton.
    expect((await productOf(FAMILY_BUNDLE)).available).toBe(33);
    await checkout(await memberWith([[FAMILY_BUNDLE, 2]]));
    expect(await productOf(ESSENTIALS)).toMatchObject({ reserved: 6, available: 94 });
    expect(await productOf(LEAN)).toMatchObject({ reserved: 4, available: 96 });
    expect((await productOf(FAMILY_BUNDLE)).available).toBe(31);

    const lean = await productOf(LEAN);
    await asOwner(adminProductStock.path, {
      id: LEAN,
      kind: 'counted',
      quantity: 4,
      expected_available: lean.available,
    });
    expect(await productOf(STARTER_DUO)).toMatchObject({ available: 0, out_of_stock: true });
    const offer = await post(t().app, productOffer.path, { product_id: STARTER_DUO });
    expect(offer.body.data).toMatchObject({ in_stock: false });
    const member = await registerMember(t().app);
    const refused = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: STARTER_DUO, quantity: 1 },
      member.token,
    );
    expect(refused.status).toBe(422);
    expect(await stockLedgerMismatches(db())).toEqual([]);
  });

  it('tells the owner once a day when unpaid orders hold more than sales explain', async () => {
    for (let i = 0; i < 3; i += 1) await checkout(await memberWith([[LEAN, 8]]));
    await t().ctx.outbox.drain();
    const alerts = () =>
      t()
        .mail.to(SHOP)
        .filter((message) => message.subject.includes('held in unpaid orders'));
    expect(alerts().map((message) => message.subject)).toEqual([
      'Nyiur: 24 boxes of MCT LeanEssentials held in unpaid orders',
    ]);
    await checkout(await memberWith([[LEAN, 8]]));
    await t().ctx.outbox.drain();
    expect(alerts()).toHaveLength(1);
  });

  it('marks a paid order short and tells the owner when its boxes were sold meanwhile', async () => {
    const late = await checkout(await memberWith([[LEAN, 3]]));
    await db().update(salesOrders).set({ status: 'Cancelled' }).where(eq(salesOrders.id, late.id));
    await releaseStock(db(), late.id);
    const lean = await productOf(LEAN);
    await asOwner(adminProductStock.path, {
      id: LEAN,
      kind: 'counted',
      quantity: 1,
      expected_available: lean.available,
    });

    const paid = await pay(late.id);
    expect(paid).toMatchObject({ status: 'Paid', stockHold: 'committed', stockShortfall: 2 });
    expect(await productOf(LEAN)).toMatchObject({ available: 0, to_ship: 3 });
    await t().ctx.outbox.drain();
    const alert = t()
      .mail.to(SHOP)
      .find((message) => message.subject.includes('paid without enough stock'));
    expect(alert?.text).toContain('Short: MCT LeanEssentials x 2.');
    const notes = await db().select().from(orderNotes).where(eq(orderNotes.orderId, late.id));
    expect(notes.map((note) => [note.adminId, note.text])).toEqual([
      [
        null,
        'Paid after its payment window, when these boxes were no longer in stock: MCT LeanEssentials x 2. Receive more stock before packing it, or refund the customer.',
      ],
    ]);
    expect(await stockLedgerMismatches(db())).toEqual([]);
  });

  it('lets the database refuse an order status change the order rules do not allow', async () => {
    const order = await insertOrder(db(), { status: 'Pending', paid: false });
    const moveTo = (status: string) =>
      db().execute(sql`update sales_orders set status = ${status} where id = ${order.id}`);
    const refusal = async (status: string) => {
      const error = (await moveTo(status).then(
        () => null,
        (thrown: unknown) => thrown,
      )) as { code?: string; cause?: { code?: string } } | null;
      return error?.code ?? error?.cause?.code;
    };
    expect(await refusal('Completed')).toBe('23514');
    await moveTo('Paid');
    expect(await refusal('Pending')).toBe('23514');
    await moveTo('Shipped');
    const [row] = await db().select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(row?.status).toBe('Shipped');
  });
});
