import { checkout } from '@nyiur/api';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, products } from '../db/schema';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember } from '../test/http';
import { racing, testDrivers } from '../test/test-database';
import { freePort, useListeningShop } from '../test/listening-test-app';
import { payAtGateway, postBackend, signedResult } from '../test/gateway-test-kit';
import { paymentGatewayOf, type PaymentGateway } from './payment-gateway';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-settings';
import { MAX_REQUERIES_AFTER_EXPIRY, RequeryWorker } from './requery-worker';

describe.each(testDrivers())('re-query worker on %s', (driver) => {
  const shop = useListeningShop(driver);
  const db = () => shop().database.db;

  const workerWith = (gateway: PaymentGateway = paymentGatewayOf(shop().server.config)) =>
    new RequeryWorker({
      db: db(),
      gateway,
      settings: {
        ...DEFAULT_PAYMENT_SETTINGS,
        requeryDelaySeconds: 60,
        requeryMaxIntervalSeconds: 600,
      },
      log: shop().server.app.log,
      orderUrl: (order) => `${shop().server.baseUrl}/order/success?token=${order.token}`,
    });

  const placeOrder = async () => {
    const member = await registerMember(shop().server.app);
    await post(
      shop().server.app,
      '/users/add-to-cart',
      { product_id: 15373, quantity: 1 },
      member.token,
    );
    const answer = await post(shop().server.app, checkout.path, deliveryTo(), member.token);
    return checkout.response.parse(answer.body.data);
  };
  const orderOf = async (uuid: string): Promise<SalesOrderRow> => {
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, uuid));
    if (!order) throw new Error('no order');
    return order;
  };
  const makeDue = (uuid: string, expired = false) =>
    db()
      .update(salesOrders)
      .set({
        nextRequeryAt: sql`now() - interval '1 second'`,
        ...(expired ? { expiresAt: sql`now() - interval '1 second'` } : {}),
      })
      .where(eq(salesOrders.uuid, uuid));
  const essentialsStock = async () => {
    const [row] = await db()
      .select({ stock: products.stockOnHand })
      .from(products)
      .where(eq(products.id, 15373));
    return row?.stock;
  };
  const mailsFor = (refNo: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${refNo}%`));
  /**
   * The request without its BackendURL: the gateway's server-to-server post never happens (the
   * sandbox posts only to the shop's own registered callback, so it cannot be pointed elsewhere).
   */
  const withoutBackend = (request: Record<string, string>) => {
    const { BackendURL: _dropped, ...rest } = request;
    return rest;
  };

  it('pays an order whose callbacks never arrived, once, with one e-mail', async () => {
    const handoff = await placeOrder();
    // The gateway approved it, but its backend post went nowhere and the browser never came back.
    await payAtGateway(handoff.payment_url, withoutBackend(handoff.payment_request), {
      action: 'approve',
    });
    expect((await orderOf(handoff.uuid)).status).toBe('Pending');
    const worker = workerWith();
    expect((await worker.drain()).checked).toBe(0);

    await makeDue(handoff.uuid);
    const pass = await worker.drain();
    expect(pass.decisions.paid).toBe(1);
    const order = await orderOf(handoff.uuid);
    expect(order).toMatchObject({ status: 'Paid', nextRequeryAt: null });
    expect(await mailsFor(order.refNo)).toHaveLength(1);

    // A late backend post changes nothing more.
    expect(
      (
        await postBackend(
          `${shop().server.baseUrl}/api/payments/ipay88/backend`,
          signedResult(paymentGatewayOf(shop().server.config), order),
        )
      ).body,
    ).toBe('RECEIVEOK');
    expect(await mailsFor(order.refNo)).toHaveLength(1);
  });

  it('waits for an open order, then closes it unpaid once it expires', async () => {
    const stockBefore = await essentialsStock();
    const handoff = await placeOrder();
    expect(await essentialsStock()).toBe((stockBefore ?? 0) - 1);
    await makeDue(handoff.uuid);
    const worker = workerWith();
    expect((await worker.drain()).decisions.waiting).toBe(1);
    const waiting = await orderOf(handoff.uuid);
    expect(waiting.status).toBe('Pending');
    expect(waiting.nextRequeryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(waiting.nextRequeryAt!.getTime()).toBeLessThanOrEqual(waiting.expiresAt.getTime());

    await makeDue(handoff.uuid, true);
    expect((await worker.drain()).decisions.closed).toBe(1);
    expect(await orderOf(handoff.uuid)).toMatchObject({
      status: 'Cancelled',
      nextRequeryAt: null,
      stockHold: 'released',
    });
    // The payment window is over: the box is back on the shelf.
    expect(await essentialsStock()).toBe(stockBefore);
  });

  it('closes an expired order whose payment failed as Failed', async () => {
    const handoff = await placeOrder();
    await payAtGateway(handoff.payment_url, withoutBackend(handoff.payment_request), {
      action: 'decline',
    });
    await makeDue(handoff.uuid, true);
    expect((await workerWith().drain()).decisions.closed).toBe(1);
    expect(await orderOf(handoff.uuid)).toMatchObject({ status: 'Failed', stockHold: 'released' });
  });

  it('still pays a closed order when the gateway later confirms the money was taken', async () => {
    const handoff = await placeOrder();
    await makeDue(handoff.uuid, true);
    await workerWith().drain();
    const closed = await orderOf(handoff.uuid);
    expect(closed.status).toBe('Cancelled');
    const answer = await postBackend(
      `${shop().server.baseUrl}/api/payments/ipay88/backend`,
      signedResult(paymentGatewayOf(shop().server.config), closed),
    );
    expect(answer.body).toBe('RECEIVEOK');
    expect(await orderOf(handoff.uuid)).toMatchObject({ status: 'Paid', stockHold: 'committed' });
    expect(await mailsFor(closed.refNo)).toHaveLength(1);
  });

  it('keeps an order Pending when the gateway cannot be asked', async () => {
    const handoff = await placeOrder();
    await makeDue(handoff.uuid, true);
    const unreachable = {
      ...paymentGatewayOf(shop().server.config),
      requeryUrl: `http://127.0.0.1:${await freePort()}/enquiry`,
    };
    expect((await workerWith(unreachable).drain()).decisions.error).toBe(1);
    const order = await orderOf(handoff.uuid);
    expect(order.status).toBe('Pending');
    expect(order.nextRequeryAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves an expired order to a person after a dozen unusable answers', async () => {
    const handoff = await placeOrder();
    await makeDue(handoff.uuid, true);
    await db()
      .update(salesOrders)
      .set({ requeryCount: MAX_REQUERIES_AFTER_EXPIRY })
      .where(eq(salesOrders.uuid, handoff.uuid));
    const unreachable = {
      ...paymentGatewayOf(shop().server.config),
      requeryUrl: `http://127.0.0.1:${await freePort()}/enquiry`,
    };
    expect((await workerWith(unreachable).drain()).decisions.unresolved).toBe(1);
    const order = await orderOf(handoff.uuid);
    expect(order).toMatchObject({
      status: 'Pending',
      lastPaymentResult: 'unresolved',
      nextRequeryAt: null,
    });
    expect((await workerWith(unreachable).drain()).checked).toBe(0);
  });

  racing(driver)(
    'handles each due order once when several workers run at the same time',
    async () => {
      const handoffs = [];
      for (let i = 0; i < 8; i += 1) handoffs.push(await placeOrder());
      for (const handoff of handoffs) {
        await payAtGateway(handoff.payment_url, withoutBackend(handoff.payment_request), {
          action: 'approve',
        });
        await makeDue(handoff.uuid);
      }
      const passes = await Promise.all([
        workerWith().drain(),
        workerWith().drain(),
        workerWith().drain(),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.checked, 0)).toBe(8);
      expect(passes.reduce((sum, pass) => sum + pass.decisions.paid, 0)).toBe(8);
      for (const handoff of handoffs) {
        const order = await orderOf(handoff.uuid);
        expect(order.status).toBe('Paid');
        expect(order.requeryCount).toBe(1);
        expect(await mailsFor(order.refNo)).toHaveLength(1);
      }
    },
    120_000,
  );
});
