import { adminContract, checkout, guestCheckout } from '@nyiur/api';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, products } from '../db/schema';
import { orderNotes } from '../db/schema/order-fulfilment';
import { paymentMessages } from '../db/schema/payment-messages';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { staffOf } from '../test/admin-client';
import { deliveryTo } from '../test/delivery-fixture';
import { postBackend, signedResult } from '../test/gateway-test-kit';
import { post, registerMember, uniqueEmail } from '../test/http';
import { useListeningShop } from '../test/listening-test-app';
import { testDrivers } from '../test/test-database';
import { markOrderPaid } from './mark-order-paid';
import { paymentGatewayOf } from './payment-gateway';

const { adminOrderGet } = adminContract;
const ESSENTIALS = 15373;
const FRAUD = 'Fraud check: fake address, do not ship';

describe.each(testDrivers())('a payment after staff cancelled the order on %s (L4)', (driver) => {
  const shop = useListeningShop(driver);
  const app = () => shop().server.app;
  const db = () => shop().database.db;
  const staff = staffOf(app, db, `late-cancel-${driver}`);
  const backendUrl = () => `${shop().server.baseUrl}/api/payments/ipay88/backend`;

  const orderOf = async (id: number): Promise<SalesOrderRow> => {
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.id, id));
    if (!order) throw new Error('no order');
    return order;
  };
  const stockOf = async () => {
    const [row] = await db()
      .select({ stock: products.stockOnHand })
      .from(products)
      .where(eq(products.id, ESSENTIALS));
    return row?.stock;
  };
  const cancelledMemberOrder = async () => {
    const member = await registerMember(app());
    await post(app(), '/users/add-to-cart', { product_id: ESSENTIALS, quantity: 1 }, member.token);
    const answer = await post(app(), checkout.path, deliveryTo(), member.token);
    expect(answer.status).toBe(200);
    const { uuid } = checkout.response.parse(answer.body.data);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, uuid));
    if (!order) throw new Error('no order');
    const owner = await staff.browserFor('owner');
    const cancel = await owner.post('/admin/orders/cancel', { id: order.id, reason: FRAUD });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    return orderOf(order.id);
  };

  it('keeps the order cancelled, records the payment once, notes it and e-mails the owners', async () => {
    const order = await cancelledMemberOrder();
    const stockAfterCancel = await stockOf();
    const success = signedResult(paymentGatewayOf(shop().server.config), order, {
      TransId: 'T0000L4001',
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await postBackend(backendUrl(), success)).body).toBe('RECEIVEOK');
    }

    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      status: 'Cancelled',
      paidAt: null,
      cancelReason: FRAUD,
      paidAfterCancelTransId: 'T0000L4001',
    });
    expect(after.paidAfterCancelAt).not.toBeNull();
    expect(await stockOf()).toBe(stockAfterCancel);
    const notes = await db().select().from(orderNotes).where(eq(orderNotes.orderId, order.id));
    expect(notes.map((note) => note.text)).toEqual([
      'To refund: RM 210.00 was paid through iPay88 (TransId T0000L4001) after the order was cancelled. It stays cancelled and is not shipped: refund the payment in the iPay88 portal.',
    ]);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${order.refNo}%`))
      .orderBy(asc(emailOutbox.id));
    // The shopper heard of the cancellation only; the owner hears of the payment, once.
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [after.email, `Nyiur: order ${order.refNo} is cancelled`],
      [
        `late-cancel-${driver}-owner@nyiur.test`,
        `Nyiur: Order ${order.refNo} was paid after it was cancelled: refund it`,
      ],
    ]);
    const outcomes = await db()
      .select({ outcome: paymentMessages.outcome })
      .from(paymentMessages)
      .where(and(eq(paymentMessages.orderId, order.id), eq(paymentMessages.channel, 'backend')));
    expect(outcomes).toEqual([{ outcome: 'paid-after-cancel' }, { outcome: 'paid-after-cancel' }]);

    const owner = await staff.browserFor('owner');
    const page = adminOrderGet.response.parse(
      (await owner.post(adminOrderGet.path, { id: order.id })).body.data,
    );
    expect(page.order.status).toBe('Cancelled');
    expect(page.order.paid_after_cancel?.trans_id).toBe('T0000L4001');
  });

  it('does not let a re-query’s "paid" answer turn it into Paid either', async () => {
    const order = await cancelledMemberOrder();
    const paid = await markOrderPaid(
      db(),
      order.id,
      { paymentId: null, transId: null },
      () => '/order',
    );
    expect(paid).toBeUndefined();
    expect(await orderOf(order.id)).toMatchObject({
      status: 'Cancelled',
      paidAt: null,
      paidAfterCancelTransId: null,
    });
    expect((await orderOf(order.id)).paidAfterCancelAt).not.toBeNull();
  });

  it('does not reopen a free-sample order the shop cancelled when the guest submits again', async () => {
    const lead = await post(app(), '/users/free-sample-registration', {
      name: 'Guest Farah',
      email: uniqueEmail('late-cancel'),
      phone: '0139876501',
      gender: 'female',
      product_id: ESSENTIALS,
    });
    expect(lead.status).toBe(200);
    const details = {
      ...deliveryTo('Sarawak'),
      contact_id: lead.body.data as number,
      product_id: ESSENTIALS,
      claim_token: (lead.body.meta as { claim_token: string }).claim_token,
    };
    const first = await post(app(), guestCheckout.path, details);
    expect(first.status).toBe(200);
    const { uuid } = guestCheckout.response.parse(first.body.data);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.uuid, uuid));
    if (!order) throw new Error('no order');
    const owner = await staff.browserFor('owner');
    expect((await owner.post('/admin/orders/cancel', { id: order.id, reason: FRAUD })).status).toBe(
      200,
    );

    const again = await post(app(), guestCheckout.path, details);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(
      'The shop cancelled this free-sample request. Please contact us if you have questions.',
    );
    expect(await orderOf(order.id)).toMatchObject({ status: 'Cancelled', cancelReason: FRAUD });
  });
});
