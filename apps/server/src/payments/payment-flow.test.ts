import { checkout, pay, salesOrdersGet } from '@nyiur/api';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, products } from '../db/schema';
import { paymentMessages } from '../db/schema/payment-messages';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
import { racing, testDrivers } from '../test/test-database';
import {
  payAtGateway,
  postBackend,
  returnToShop,
  signedResult,
  waitUntil,
} from '../test/gateway-test-kit';
import { useListeningShop } from '../test/listening-test-app';
import { paymentGatewayOf } from './payment-gateway';

const ESSENTIALS = 15373;
const STARTER_DUO = 91001;

describe.each(testDrivers())('payment through the sandbox over real HTTP on %s', (driver) => {
  const shop = useListeningShop(driver);
  const app = () => shop().server.app;
  const db = () => shop().database.db;
  const gateway = () => paymentGatewayOf(shop().server.config);
  const responseUrl = () => `${shop().server.baseUrl}/api/payments/ipay88/response`;
  const backendUrl = () => `${shop().server.baseUrl}/api/payments/ipay88/backend`;

  const checkoutWith = async (member: Member, productId = ESSENTIALS) => {
    expect(
      (
        await post(
          app(),
          '/users/add-to-cart',
          { product_id: productId, quantity: 1 },
          member.token,
        )
      ).status,
    ).toBe(200);
    const answer = await post(app(), checkout.path, deliveryTo(), member.token);
    expect(answer.status).toBe(200);
    return checkout.response.parse(answer.body.data);
  };
  const orderOf = async (uuid: string): Promise<SalesOrderRow> => {
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, uuid));
    if (!order) throw new Error('no order');
    return order;
  };
  const mailsFor = async (refNo: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${refNo}%`));
  const paidTransitions = async (orderId: number) =>
    db()
      .select()
      .from(paymentMessages)
      .where(and(eq(paymentMessages.orderId, orderId), eq(paymentMessages.outcome, 'paid')));

  it('takes an order from cart to Paid: backend post, browser return, one e-mail', async () => {
    const member = await registerMember(app());
    const handoff = await checkoutWith(member);
    const result = await payAtGateway(handoff.payment_url, handoff.payment_request, {
      action: 'approve',
      paymentId: '6',
    });
    expect(result).toMatchObject({
      Status: '1',
      PaymentId: '6',
      RefNo: handoff.payment_request.RefNo,
      Amount: '210.00',
    });

    await waitUntil(async () => (await orderOf(handoff.uuid)).status === 'Paid');
    const back = await returnToShop(handoff.payment_request.ResponseURL, result);
    const order = await orderOf(handoff.uuid);
    expect(back).toEqual({ status: 303, location: `/order/success?token=${order.token}` });
    expect(order).toMatchObject({ status: 'Paid', paymentId: '6', lastPaymentResult: 'success' });
    expect(order.transId).toBe(result['TransId']);

    const mails = await mailsFor(order.refNo);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(member.email);
    expect(mails[0]?.textBody).toContain('RM 210.00');
    await shop().server.app.ctx.outbox.drain();
    expect(shop().server.mail.to(member.email)).toHaveLength(1);

    const messages = await db()
      .select()
      .from(paymentMessages)
      .where(eq(paymentMessages.orderId, order.id));
    expect(messages.map((message) => message.channel).sort()).toEqual(['backend', 'response']);
    // The backend post paid the order; the browser's copy found it paid and changed nothing.
    expect(messages.map((message) => message.outcome).sort()).toEqual(['already-paid', 'paid']);
    expect(messages.every((message) => message.fields['Signature'] === result['Signature'])).toBe(
      true,
    );
    const view = salesOrdersGet.response.parse(
      (await post(app(), salesOrdersGet.path, { token: order.token, failed: '0' })).body.data,
    );
    expect(view.status).toBe('Paid');
  });

  it('serves the sandbox pages under the strict CSP, with their stylesheet and script as files', async () => {
    const member = await registerMember(app());
    const handoff = await checkoutWith(member);
    const entry = await fetch(handoff.payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(handoff.payment_request).toString(),
    });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await entry.text();
    expect(page).toContain(handoff.payment_request.RefNo);
    expect(page).not.toMatch(/<script(?![^>]*src=)/);
    expect(page).not.toContain('style=');
    const base = `${shop().server.baseUrl}/sandbox/ipay88`;
    expect((await fetch(`${base}/sandbox.css`)).headers.get('content-type')).toMatch(/text\/css/);
    expect((await fetch(`${base}/autosubmit.js`)).headers.get('content-type')).toMatch(
      /javascript/,
    );
    const forged = await fetch(handoff.payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...handoff.payment_request, Amount: '1.00' }).toString(),
    });
    expect(await forged.text()).toContain('Signature not match');
  });

  it('keeps a declined or cancelled order payable, and Pay Now then pays it', async () => {
    const member = await registerMember(app());
    const handoff = await checkoutWith(member);
    const declined = await payAtGateway(handoff.payment_url, handoff.payment_request, {
      action: 'decline',
    });
    expect(declined['Status']).toBe('0');
    await waitUntil(async () => (await orderOf(handoff.uuid)).lastPaymentResult === 'fail');
    const order = await orderOf(handoff.uuid);
    expect(await returnToShop(responseUrl(), declined)).toEqual({
      status: 303,
      location: `/order?token=${order.token}`,
    });
    expect(order.status).toBe('Pending');

    // The failed result page offers the request again.
    const retry = salesOrdersGet.response.parse(
      (await post(app(), salesOrdersGet.path, { token: order.token, failed: '1' })).body.data,
    );
    const cancelled = await payAtGateway(retry.payment_url ?? '', retry.payment_request ?? {}, {
      action: 'cancel',
    });
    expect(await returnToShop(responseUrl(), cancelled)).toEqual({
      status: 303,
      location: `/order?token=${order.token}`,
    });
    expect((await orderOf(handoff.uuid)).status).toBe('Pending');

    // Pay Now from the account page.
    const payNow = pay.response.parse(
      (await post(app(), pay.path, { uuid: handoff.uuid }, member.token)).body.data,
    );
    const approved = await payAtGateway(payNow.data.payment_url, payNow.data.payment_request, {
      action: 'approve',
      paymentId: '538',
    });
    expect((await returnToShop(responseUrl(), approved)).location).toBe(
      `/order/success?token=${order.token}`,
    );
    expect((await orderOf(handoff.uuid)).status).toBe('Paid');
    await waitUntil(async () => (await mailsFor(order.refNo)).length > 0);
    expect(await mailsFor(order.refNo)).toHaveLength(1);
    expect((await post(app(), pay.path, { uuid: handoff.uuid }, member.token)).status).toBe(409);
  });

  racing(driver)(
    'pays once when browser and backend results arrive at the same moment, 50 times over',
    async () => {
      const member = await registerMember(app());
      for (let round = 0; round < 50; round += 1) {
        const handoff = await checkoutWith(member);
        const order = await orderOf(handoff.uuid);
        const fields = signedResult(gateway(), order, { PaymentId: '20', TransId: `T${round}` });
        const [browser, backend, backendAgain] = await Promise.all([
          returnToShop(responseUrl(), fields),
          postBackend(backendUrl(), fields),
          postBackend(backendUrl(), fields),
        ]);
        expect(browser.location).toBe(`/order/success?token=${order.token}`);
        expect(backend).toEqual({ status: 200, body: 'RECEIVEOK' });
        expect(backendAgain).toEqual({ status: 200, body: 'RECEIVEOK' });
        expect((await orderOf(handoff.uuid)).status).toBe('Paid');
        expect(await mailsFor(order.refNo)).toHaveLength(1);
        expect(await paidTransitions(order.id)).toHaveLength(1);
      }
    },
    180_000,
  );

  it('treats a replayed result as harmless, also after a later failure message', async () => {
    const member = await registerMember(app());
    const handoff = await checkoutWith(member);
    const order = await orderOf(handoff.uuid);
    const success = signedResult(gateway(), order);
    for (let i = 0; i < 3; i += 1)
      expect((await postBackend(backendUrl(), success)).body).toBe('RECEIVEOK');
    const failure = signedResult(gateway(), order, { Status: '0', ErrDesc: 'late failure' });
    expect((await postBackend(backendUrl(), failure)).body).toBe('RECEIVEOK');
    expect(await returnToShop(responseUrl(), failure)).toEqual({
      status: 303,
      location: `/order/success?token=${order.token}`,
    });
    expect((await orderOf(handoff.uuid)).status).toBe('Paid');
    expect(await mailsFor(order.refNo)).toHaveLength(1);
  });

  it('refuses a tampered signature, amount, currency or merchant code and changes nothing', async () => {
    const member = await registerMember(app());
    const handoff = await checkoutWith(member);
    const order = await orderOf(handoff.uuid);
    const genuine = signedResult(gateway(), order);
    const signature = genuine['Signature'] ?? '';
    const tampered: [string, Record<string, string>][] = [
      [
        'rejected:signature',
        {
          ...genuine,
          Signature: `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
        },
      ],
      ['rejected:signature', { ...genuine, Amount: '1.00' }],
      ['rejected:amount', signedResult(gateway(), order, { Amount: '1.00' })],
      ['rejected:currency', signedResult(gateway(), order, { Currency: 'USD' })],
      ['rejected:merchant-code', signedResult(gateway(), order, { MerchantCode: 'M99999' })],
      ['rejected:signature', signedResult({ ...gateway(), merchantKey: 'guessed-key' }, order)],
    ];
    for (const [outcome, fields] of tampered) {
      expect(await postBackend(backendUrl(), fields)).toEqual({ status: 400, body: 'REJECTED' });
      expect(await returnToShop(responseUrl(), fields)).toEqual({
        status: 303,
        location: '/order',
      });
      const recorded = await db()
        .select()
        .from(paymentMessages)
        .where(and(eq(paymentMessages.orderId, order.id), eq(paymentMessages.outcome, outcome)));
      expect(recorded.length, outcome).toBeGreaterThan(0);
    }
    const after = await orderOf(handoff.uuid);
    expect(after).toMatchObject({ status: 'Pending', paidAt: null, lastPaymentResult: null });
    expect(await mailsFor(order.refNo)).toEqual([]);
  });

  it('sends the browser of an unknown RefNo to the result page, not an error', async () => {
    const fields = signedResult(gateway(), { refNo: 'NY000000UNKNOWN', totalSen: 100 });
    expect(await returnToShop(responseUrl(), fields)).toEqual({ status: 303, location: '/order' });
    expect(await returnToShop(responseUrl(), {})).toEqual({ status: 303, location: '/order' });
  });

  it('makes a combo buyer an affiliate with a referral code of their own', async () => {
    const member = await registerMember(app());
    const before = await post(app(), '/users/get', {}, member.token);
    expect((before.body.data as { referral_code: string | null }).referral_code).toBeNull();
    // The combo's price is sample data until the owner sets one and lists it.
    await db()
      .update(products)
      .set({ isSample: false, sellable: true })
      .where(eq(products.id, STARTER_DUO));
    const handoff = await checkoutWith(member, STARTER_DUO);
    const order = await orderOf(handoff.uuid);
    await Promise.all([
      postBackend(backendUrl(), signedResult(gateway(), order)),
      returnToShop(responseUrl(), signedResult(gateway(), order)),
    ]);
    const after = await post(app(), '/users/get', {}, member.token);
    expect((after.body.data as { referral_code: string | null }).referral_code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{8}$/,
    );

    // The code works for the next registration.
    const referred = await registerMember(app(), {
      referral_code: (after.body.data as { referral_code: string }).referral_code,
    });
    expect(referred.id).toBeGreaterThan(member.id);
  });
});
