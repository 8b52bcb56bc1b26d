import { adminContract, checkout, type AdminPayment } from '@nyiur/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { deliveryTo } from '../../test/delivery-fixture';
import { payAtGateway, postBackend, signedResult } from '../../test/gateway-test-kit';
import { useListeningShop } from '../../test/listening-test-app';
import { paymentGatewayOf } from '../../payments/payment-gateway';
import { post, registerMember } from '../../test/http';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';
import type { AdminBrowser } from '../../test/admin-client';
import { signedInOwner } from '../../test/admin-client';

const { adminPaymentList, adminPaymentRequery } = adminContract;

describe.each(testDrivers())('the payments view on %s', (driver) => {
  const shop = useListeningShop(driver);
  const db = () => shop().database.db;
  const gateway = () => paymentGatewayOf(shop().server.config);
  const backend = (fields: Record<string, string>) =>
    postBackend(`${shop().server.baseUrl}/api/payments/ipay88/backend`, fields);

  let ownerBrowser: AdminBrowser | undefined;
  const owner = async () => {
    ownerBrowser ??= (
      await signedInOwner(shop().server.app, db(), `pay-owner-${driver}@nyiur.test`)
    ).browser;
    return ownerBrowser;
  };

  /** Every row of the list (all pages), by order id. */
  async function listed(mismatchesOnly = false): Promise<Map<number, AdminPayment>> {
    const rows = new Map<number, AdminPayment>();
    let before: number | null | undefined;
    do {
      const answer = await (
        await owner()
      ).post(adminPaymentList.path, {
        mismatches_only: mismatchesOnly,
        ...(before ? { before_id: before } : {}),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const page = adminPaymentList.response.parse(answer.body.data);
      for (const payment of page.payments) rows.set(payment.order_id, payment);
      before = page.next_before_id;
    } while (before);
    return rows;
  }

  it('flags each kind of mismatch, and only those', async () => {
    // Paid at the gateway, but in US dollars: the shop refused it, the order is not paid.
    const wrongCurrency = await insertOrder(db(), { status: 'Pending' });
    await backend(signedResult(gateway(), wrongCurrency, { Currency: 'USD' }));
    // Paid at the gateway for RM 1.00 on an RM 198.00 order.
    const wrongAmount = await insertOrder(db(), { status: 'Pending' });
    await backend(signedResult(gateway(), wrongAmount, { Amount: '1.00' }));
    // Paid on the order with no word from the gateway.
    const paidSilently = await insertOrder(db(), { status: 'Paid' });
    // Agreeing: paid by FPX, and a declined card.
    const agreed = await insertOrder(db(), { status: 'Pending' });
    expect(
      (await backend(signedResult(gateway(), agreed, { PaymentId: '6', TransId: 'T77' }))).body,
    ).toBe('RECEIVEOK');
    const declined = await insertOrder(db(), { status: 'Pending' });
    await backend(signedResult(gateway(), declined, { Status: '0', ErrDesc: 'Declined' }));
    // A forged success (not signed) is not the gateway's word.
    const forged = await insertOrder(db(), { status: 'Pending' });
    await backend({ ...signedResult(gateway(), forged), Signature: 'f'.repeat(128) });

    const all = await listed();
    expect(all.get(wrongCurrency.id)).toMatchObject({
      gateway_status: 'paid',
      order_paid: false,
      order_status: 'Pending',
      mismatch: 'order_not_paid',
    });
    expect(all.get(wrongAmount.id)).toMatchObject({
      gateway_status: 'paid',
      gateway_amount: '1.00',
      order_total: '198.00',
      mismatch: 'amount_differs',
    });
    expect(all.get(paidSilently.id)).toMatchObject({
      gateway_status: 'no_answer',
      order_paid: true,
      mismatch: 'gateway_not_paid',
    });
    expect(all.get(agreed.id)).toMatchObject({
      ref_no: agreed.refNo,
      trans_id: 'T77',
      method: 'FPX · Maybank2U',
      gateway_amount: '198.00',
      gateway_status: 'paid',
      order_status: 'Paid',
      order_paid: true,
      mismatch: null,
    });
    expect(all.get(declined.id)).toMatchObject({ gateway_status: 'failed', mismatch: null });
    expect(all.get(forged.id)).toMatchObject({ gateway_status: 'no_answer', mismatch: null });
    // Newest first.
    const ids = [...all.keys()];
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const mismatches = await listed(true);
    const ours = [wrongCurrency, wrongAmount, paidSilently, agreed, declined, forged].map(
      (order) => order.id,
    );
    expect([...mismatches.keys()].filter((id) => ours.includes(id)).sort()).toEqual(
      [wrongCurrency.id, wrongAmount.id, paidSilently.id].sort(),
    );
  });

  it('re-queries an order paid at the gateway whose callbacks never came, and pays it', async () => {
    const member = await registerMember(shop().server.app);
    await post(
      shop().server.app,
      '/users/add-to-cart',
      { product_id: 15373, quantity: 1 },
      member.token,
    );
    const handoff = checkout.response.parse(
      (await post(shop().server.app, checkout.path, deliveryTo(), member.token)).body.data,
    );
    const { BackendURL: _none, ...request } = handoff.payment_request;
    await payAtGateway(handoff.payment_url, request, { action: 'approve' });
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, handoff.uuid));
    if (!order) throw new Error('no order');
    expect(order.status).toBe('Pending');

    const answer = await (await owner()).post(adminPaymentRequery.path, { order_id: order.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = adminPaymentRequery.response.parse(answer.body.data);
    expect(result).toMatchObject({
      answer: '00',
      result: 'paid',
      payment: { order_status: 'Paid', gateway_status: 'paid', mismatch: null },
    });
    const [after] = await db().select().from(salesOrders).where(eq(salesOrders.id, order.id));
    expect(after?.paidAt).not.toBeNull();

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.requery'), eq(auditLog.entityId, String(order.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe(`pay-owner-${driver}@nyiur.test`);
    expect(audit[0]?.after).toMatchObject({ answer: '00', result: 'paid', order_status: 'Paid' });

    // Asking again changes nothing more.
    const again = await (await owner()).post(adminPaymentRequery.path, { order_id: order.id });
    expect(adminPaymentRequery.response.parse(again.body.data).result).toBe('no_change');
  });

  it('answers 404 for an unknown order and 422 for a bad id', async () => {
    const missing = await (await owner()).post(adminPaymentRequery.path, { order_id: 999_999 });
    expect(missing.status).toBe(404);
    const bad = await (await owner()).post(adminPaymentRequery.path, { order_id: 'x' });
    expect(bad.status).toBe(422);
  });
});
