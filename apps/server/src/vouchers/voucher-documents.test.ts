import { checkout as checkoutCall, orderHistory, salesOrdersGet } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadAdminOrderDetails } from '../admin/orders/admin-order-detail';
import { ordersCsv } from '../admin/orders/orders-csv';
import { emailOutbox } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { vouchers } from '../db/schema/vouchers';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;

describe.each(testDrivers())('free shipping on the order documents on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;

  const paidOrder = async (extra: Record<string, string>) => {
    const member: Member = await registerMember(t().app);
    const added = await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    expect(added.status).toBe(200);
    const placed = await post(t().app, checkoutCall.path, deliveryTo('Sabah', extra), member.token);
    expect(placed.status).toBe(200);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'T77' }, () => 'https://x');
    return { member, order };
  };

  it('shows the RM20.00 fee struck through and the RM15.00 paid on every document', async () => {
    await db().insert(vouchers).values({ code: 'SHIP5', kind: 'free_shipping', capSen: 500 });
    const { member, order } = await paidOrder({ voucher_code: 'ship5' });
    expect(order).toMatchObject({ shippingFeeSen: 1500, discountSen: 0, totalSen: 21300 });

    const [mail] = await db()
      .select({ text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    expect(mail?.text).toContain('Shipping: RM 15.00, was RM 20.00 (voucher SHIP5)');
    expect(mail?.html).toContain('Shipping: <s>RM 20.00</s> RM 15.00 (voucher SHIP5)');
    expect(mail?.text).toContain('Total paid: RM 213.00');

    const history = await post(t().app, orderHistory.path, {}, member.token);
    expect(history.body.data).toMatchObject([
      { shipping_fees: '15.00', shipping_fees_before: '20.00', amount: '213.00' },
    ]);
    const result = await post(t().app, salesOrdersGet.path, { token: order.token });
    expect(result.body.data).toMatchObject({
      voucher_code: 'SHIP5',
      shipping_fees: '15.00',
      shipping_fees_before: '20.00',
      amount: '213.00',
    });

    const [slip] = await loadAdminOrderDetails(db(), [order.id]);
    expect(slip).toMatchObject({ shipping_fee: '15.00', shipping_fee_before: '20.00' });

    const day = new Date(order.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const { csv } = await ordersCsv(db(), day, day);
    const line = csv.split('\r\n').find((row) => row.startsWith(order.refNo));
    expect(line).toContain(',198.00,SHIP5,0.00,15.00,5.00,213.00,');
  });

  it('leaves the fee as it is on an order without a free-shipping voucher', async () => {
    const { member, order } = await paidOrder({});
    const history = await post(t().app, orderHistory.path, {}, member.token);
    expect(history.body.data).toMatchObject([
      { shipping_fees: '20.00', shipping_fees_before: null, amount: '218.00' },
    ]);
    const [mail] = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    expect(mail?.text).toContain('Shipping: RM 20.00\n');
    const [slip] = await loadAdminOrderDetails(db(), [order.id]);
    expect(slip?.shipping_fee_before).toBeNull();
  });
});
