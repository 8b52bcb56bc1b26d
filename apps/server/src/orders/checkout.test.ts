import {
  checkout as checkoutCall,
  guestCheckout,
  paymentRequest,
  pay,
  salesOrdersGet,
} from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { signRequest } from '@nyiur/ipay88';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { paymentGatewayOf } from '../payments/payment-gateway';
import { post, registerMember, uniqueEmail, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';
import { deliveryTo } from '../test/delivery-fixture';

const ESSENTIALS = 15373;
const LEAN = 15372;

describe.each(testDrivers())('checkout on %s', (driver) => {
  const t = useTestApp(driver);

  const memberWithCart = async (lines: [number, number][]): Promise<Member> => {
    const member = await registerMember(t().app);
    for (const [product_id, quantity] of lines) {
      const added = await post(
        t().app,
        '/users/add-to-cart',
        { product_id, quantity },
        member.token,
      );
      expect(added.status).toBe(200);
    }
    return member;
  };

  const orderRows = (userId: number) =>
    t().database.db.select().from(salesOrders).where(eq(salesOrders.userId, userId));

  it('turns the cart into a Pending order with a signed payment request (delivery)', async () => {
    const member = await memberWithCart([[ESSENTIALS, 1]]);
    const answer = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Sabah', { save_address: '1' }),
      member.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(messages.success.checkout);
    const data = checkoutCall.response.parse(answer.body.data);
    const gateway = paymentGatewayOf(t().config);
    expect(data.payment_url).toBe('http://shop.test/sandbox/ipay88/epayment/entry.asp');
    expect(data.payment_request).toMatchObject({
      MerchantCode: gateway.merchantCode,
      Amount: '218.00',
      Currency: 'MYR',
      UserEmail: member.email,
      UserContact: '0123456789',
      ProdDesc: 'MCT Essentials x 1',
      ResponseURL: 'http://shop.test/api/payments/ipay88/response',
      BackendURL: 'http://shop.test/api/payments/ipay88/backend',
    });
    expect(data.payment_request.Signature).toBe(
      signRequest({
        merchantKey: gateway.merchantKey,
        merchantCode: gateway.merchantCode,
        refNo: data.payment_request.RefNo,
        amount: '218.00',
        currency: 'MYR',
      }),
    );

    const [order] = await orderRows(member.id);
    expect(order).toMatchObject({
      status: 'Pending',
      itemsSen: 19800,
      shippingFeeSen: 2000,
      totalSen: 21800,
      state: 'Sabah',
      uuid: data.uuid,
    });
    expect(order?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const items = await t()
      .database.db.select()
      .from(salesOrderItems)
      .where(eq(salesOrderItems.orderId, order?.id ?? 0));
    expect(items).toMatchObject([
      { productId: ESSENTIALS, quantity: 1, unitPriceSen: 19800, amountSen: 19800 },
    ]);
    expect(
      await t().database.db.select().from(cartItems).where(eq(cartItems.userId, member.id)),
    ).toEqual([]);
    const saved = await t()
      .database.db.select()
      .from(addresses)
      .where(eq(addresses.userId, member.id));
    expect(saved).toMatchObject([
      { address: '12 Jalan Nyiur', state: 'Sabah', phoneNo: '0123456789' },
    ]);
  });

  it('charges no shipping for pick-up and records the venue', async () => {
    const member = await memberWithCart([[LEAN, 1]]);
    const answer = await post(
      t().app,
      checkoutCall.path,
      { recipient_number: '0198765432', is_pickup: '1', location_id: 2 },
      member.token,
    );
    expect(answer.status).toBe(200);
    const data = checkoutCall.response.parse(answer.body.data);
    expect(data.payment_request.Amount).toBe('198.00');
    const [order] = await orderRows(member.id);
    expect(order).toMatchObject({
      deliveryMode: 'pickup',
      shippingFeeSen: 0,
      pickupLocationId: 2,
      firstName: 'Nur',
    });
    expect(order?.pickupVenue).toContain('Bangsar South');
  });

  it('refuses an unknown pick-up location, an empty cart and a cart over the limit, leaving no order', async () => {
    const member = await memberWithCart([[ESSENTIALS, 1]]);
    const badLocation = await post(
      t().app,
      checkoutCall.path,
      { recipient_number: '0198765432', is_pickup: '1', location_id: 999 },
      member.token,
    );
    expect(badLocation.status).toBe(422);

    const empty = await registerMember(t().app);
    const noCart = await post(t().app, checkoutCall.path, deliveryTo(), empty.token);
    expect(noCart.status).toBe(422);
    expect(noCart.body.message).toBe(messages.cart.empty);

    // Past the add-to-cart check (prices can change): the checkout still holds the line.
    await t()
      .database.db.update(cartItems)
      .set({ quantity: 16 })
      .where(eq(cartItems.userId, member.id));
    const tooMuch = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(messages.cart.overAmount);
    expect(await orderRows(member.id)).toEqual([]);
    expect(await orderRows(empty.id)).toEqual([]);
  });

  racing(driver)('makes one order of a double-submitted checkout', async () => {
    const member = await memberWithCart([[ESSENTIALS, 2]]);
    const answers = await Promise.all(
      [0, 1, 2].map(() => post(t().app, checkoutCall.path, deliveryTo(), member.token)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const uuids = new Set(
      answers.map((answer) => checkoutCall.response.parse(answer.body.data).uuid),
    );
    expect(uuids.size).toBe(1);
    expect(await orderRows(member.id)).toHaveLength(1);
  });

  it('leaves no order and the cart intact when checkout fails half-way', async () => {
    const member = await memberWithCart([[ESSENTIALS, 1]]);
    // A real failure after the order row is written: the line insert is refused by the database.
    const db = t().database.db;
    await db.execute(sql`create or replace function refuse_lines() returns trigger language plpgsql as $$
      begin raise exception 'line refused for test'; end $$`);
    await db.execute(
      sql`create trigger refuse_lines before insert on sales_order_items for each row execute function refuse_lines()`,
    );
    try {
      const answer = await post(t().app, checkoutCall.path, deliveryTo(), member.token);
      expect(answer.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_lines on sales_order_items`);
    }
    expect(await orderRows(member.id)).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, member.id))).toHaveLength(
      1,
    );
  });

  it('lets a guest order one free sample, paying only the shipping', async () => {
    const email = uniqueEmail('guest');
    const lead = await post(t().app, '/users/free-sample-registration', {
      name: 'Guest Aina',
      email,
      phone: `01${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`,
      gender: 'female',
      product_id: ESSENTIALS,
    });
    expect(lead.status).toBe(200);
    const contactId = lead.body.data as number;
    const claim_token = (lead.body.meta as { claim_token: string }).claim_token;
    const details = {
      ...deliveryTo('Sarawak'),
      contact_id: contactId,
      product_id: ESSENTIALS,
      claim_token,
    };
    const first = await post(t().app, guestCheckout.path, details);
    expect(first.status).toBe(200);
    const data = guestCheckout.response.parse(first.body.data);
    expect(data.payment_request.Amount).toBe('20.00');
    expect(data.payment_request.UserEmail).toBe(email);
    const again = await post(t().app, guestCheckout.path, details);
    expect(guestCheckout.response.parse(again.body.data).uuid).toBe(data.uuid);

    const orders = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, contactId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      itemsSen: 0,
      shippingFeeSen: 2000,
      userId: null,
      deliveryMode: 'delivery',
    });

    // Expired unpaid, the same registration opens its order again with the new details.
    await t()
      .database.db.update(salesOrders)
      .set({ status: 'Cancelled' })
      .where(eq(salesOrders.contactId, contactId));
    const reopened = await post(t().app, guestCheckout.path, { ...details, state: 'Selangor' });
    expect(reopened.status).toBe(200);
    const reopenedData = guestCheckout.response.parse(reopened.body.data);
    expect(reopenedData.uuid).toBe(data.uuid);
    expect(reopenedData.payment_request.Amount).toBe('12.00');
    const [again2] = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.contactId, contactId));
    expect(again2).toMatchObject({
      status: 'Pending',
      state: 'Selangor',
      totalSen: 1200,
      closedAt: null,
    });

    // Once paid, the registration is used up.
    await t()
      .database.db.update(salesOrders)
      .set({ status: 'Paid', paidAt: new Date() })
      .where(eq(salesOrders.contactId, contactId));
    expect((await post(t().app, guestCheckout.path, details)).status).toBe(422);

    const wrongProduct = await post(t().app, guestCheckout.path, { ...details, product_id: LEAN });
    expect(wrongProduct.status).toBe(422);
    const pickup = await post(t().app, guestCheckout.path, { ...details, is_pickup: '1' });
    expect(pickup.status).toBe(422);
  });

  it('gives the owner of a Pending order a fresh payment request, and nobody else', async () => {
    const member = await memberWithCart([[ESSENTIALS, 1]]);
    const placed = checkoutCall.response.parse(
      (await post(t().app, checkoutCall.path, deliveryTo(), member.token)).body.data,
    );
    const answer = await post(t().app, pay.path, { uuid: placed.uuid }, member.token);
    expect(answer.status).toBe(200);
    const again = pay.response.parse(answer.body.data);
    expect(paymentRequest.parse(again.data.payment_request)).toEqual(placed.payment_request);

    const stranger = await registerMember(t().app);
    expect((await post(t().app, pay.path, { uuid: placed.uuid }, stranger.token)).status).toBe(404);
    expect((await post(t().app, pay.path, { uuid: placed.uuid })).status).toBe(401);

    await t()
      .database.db.update(salesOrders)
      .set({ status: 'Cancelled' })
      .where(eq(salesOrders.uuid, placed.uuid));
    expect((await post(t().app, pay.path, { uuid: placed.uuid }, member.token)).status).toBe(409);
  });

  it('shows an order by its token, with a payment request only when asked after a failure', async () => {
    const member = await memberWithCart([[ESSENTIALS, 1]]);
    const placed = checkoutCall.response.parse(
      (await post(t().app, checkoutCall.path, deliveryTo(), member.token)).body.data,
    );
    const [order] = await t()
      .database.db.select()
      .from(salesOrders)
      .where(eq(salesOrders.uuid, placed.uuid));
    const token = order?.token ?? '';

    const success = salesOrdersGet.response.parse(
      (await post(t().app, salesOrdersGet.path, { token, failed: '0' })).body.data,
    );
    expect(success).toMatchObject({
      uuid: placed.uuid,
      status: 'Pending',
      amount: '210.00',
      shipping_fees: '12.00',
    });
    expect(success.payment_request).toBeUndefined();
    const failed = salesOrdersGet.response.parse(
      (await post(t().app, salesOrdersGet.path, { token, failed: '1' })).body.data,
    );
    expect(failed.payment_request?.RefNo).toBe(order?.refNo);
    expect(failed.payment_url).toBe(placed.payment_url);
    expect((await post(t().app, salesOrdersGet.path, { token: 'nope', failed: '1' })).status).toBe(
      404,
    );

    const history = await post(t().app, '/users/order-history', {}, member.token);
    expect(history.body.data).toMatchObject([
      { uuid: placed.uuid, reference: order?.refNo, amount: '210.00' },
    ]);
  });
});
