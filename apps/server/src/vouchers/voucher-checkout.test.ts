import { checkout as checkoutCall, guestCheckout, pay, voucherCheck } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, products } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { voucherUses, vouchers } from '../db/schema/vouchers';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { post, registerMember, uniqueEmail, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { releaseVoucherUse } from './voucher-use-state';

const ESSENTIALS = 15373;
const LEAN = 15372;

type NewVoucher = typeof vouchers.$inferInsert;

const WRONG_CODE =
  'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.';

describe.each(testDrivers())('vouchers at checkout on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const addVoucher = async (values: NewVoucher) => {
    const [row] = await db().insert(vouchers).values(values).returning();
    if (!row) throw new Error('no voucher');
    return row;
  };
  const voucherRow = async (id: number) => {
    const [row] = await db().select().from(vouchers).where(eq(vouchers.id, id));
    return row;
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
  const ordersOf = (member: Member) =>
    db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
  const voucherError = (answer: { body: { data?: unknown } }) =>
    (answer.body.data as { errors?: Record<string, string> } | undefined)?.errors?.['voucher_code'];

  it('takes RM10 off the goods, charges the band fee on RM188, and asks the gateway for it', async () => {
    await addVoucher({ code: 'RAYA10', kind: 'amount_off', amountSen: 1000 });
    const member = await memberWith(ESSENTIALS, 1);

    const preview = await post(
      t().app,
      voucherCheck.path,
      { voucher_code: ' raya10 ', state: 'Selangor' },
      member.token,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      voucher_code: 'RAYA10',
      kind: 'amount_off',
      subtotal: '198.00',
      discount: '10.00',
      shipping_before: '12.00',
      shipping_cap: null,
      shipping: '12.00',
      total: '200.00',
    });

    const answer = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: 'Raya10' }),
      member.token,
    );
    expect(answer.status).toBe(200);
    const data = answer.body.data as { uuid: string; payment_request: { Amount: string } };
    expect(data.payment_request.Amount).toBe('200.00');
    const [order] = await ordersOf(member);
    expect(order).toMatchObject({
      voucherCode: 'RAYA10',
      itemsSen: 19800,
      discountSen: 1000,
      shippingFeeSen: 1200,
      totalSen: 20000,
    });

    // Pay Now signs the same amount again.
    const again = await post(t().app, pay.path, { uuid: data.uuid }, member.token);
    expect(again.status).toBe(200);
    expect(
      (again.body.data as { data: { payment_request: { Amount: string } } }).data,
    ).toMatchObject({ payment_request: { Amount: '200.00' } });
    const history = await post(t().app, '/users/order-history', {}, member.token);
    expect(history.body.data).toMatchObject([
      { voucher_code: 'RAYA10', discount: '10.00', shipping_fees: '12.00', amount: '200.00' },
    ]);
  });

  it('waives the fee with a free-shipping voucher and holds a percentage to its RM cap', async () => {
    await addVoucher({ code: 'POSFREE', kind: 'free_shipping' });
    const member = await memberWith(ESSENTIALS, 1);
    const free = await post(
      t().app,
      voucherCheck.path,
      { voucher_code: 'POSFREE', state: 'Sabah' },
      member.token,
    );
    expect(free.body.data).toMatchObject({
      discount: '0.00',
      shipping_before: '20.00',
      shipping_cap: null,
      shipping: '0.00',
      total: '198.00',
    });

    // Two boxes, 20% off capped at RM30: RM366 of goods still ship free.
    await addVoucher({ code: 'TWENTY', kind: 'percent_off', percent: 20, capSen: 3000 });
    const two = await memberWith(LEAN, 2);
    const capped = await post(
      t().app,
      voucherCheck.path,
      { voucher_code: 'twenty', state: 'Johor' },
      two.token,
    );
    expect(capped.body.data).toMatchObject({
      subtotal: '396.00',
      discount: '30.00',
      shipping: '0.00',
      total: '366.00',
    });
  });

  it.each([
    [{}, 'NOSUCH', WRONG_CODE],
    // A paused code answers as one that does not exist.
    [{ status: 'paused' as const }, 'HELD1', WRONG_CODE],
    [{ minSpendSen: 30000 }, 'BIGSPEND', 'Spend RM 102.00 more to use this voucher.'],
    [{ productIds: [LEAN] }, 'LEANONLY', 'This voucher does not cover the products in your cart.'],
    [{ totalUses: 3, usesTaken: 3 }, 'GONE', 'This voucher has been fully redeemed.'],
  ])('refuses %j with its message and places no order', async (over, code, message) => {
    if (code !== 'NOSUCH') {
      await addVoucher({ code, kind: 'amount_off', amountSen: 500, ...over });
    }
    const member = await memberWith(ESSENTIALS, 1);
    const preview = await post(t().app, voucherCheck.path, { voucher_code: code }, member.token);
    expect(preview.status).toBe(422);
    expect(voucherError(preview)).toBe(message);
    const answer = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: code }),
      member.token,
    );
    expect(answer.status).toBe(422);
    expect(voucherError(answer)).toBe(message);
    expect(await ordersOf(member)).toHaveLength(0);
  });

  it("takes a capped free-shipping voucher off a free sample's fee; money off and a free order are refused", async () => {
    await addVoucher({ code: 'SAMPLE10', kind: 'amount_off', amountSen: 1000 });
    await addVoucher({ code: 'SAMPLEPOS', kind: 'free_shipping' });
    const capped = await addVoucher({ code: 'POSLAJU5', kind: 'free_shipping', capSen: 500 });
    const email = uniqueEmail('guest');
    const lead = await post(t().app, '/users/free-sample-registration', {
      name: 'Guest Aina',
      email,
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: ESSENTIALS,
    });
    const contactId = lead.body.data as number;
    const details = {
      ...deliveryTo('Sabah'),
      contact_id: contactId,
      product_id: ESSENTIALS,
      claim_token: (lead.body.meta as { claim_token: string }).claim_token,
    };
    const sampleOrders = () =>
      db().select().from(salesOrders).where(eq(salesOrders.contactId, contactId));

    const moneyOff = await post(t().app, guestCheckout.path, {
      ...details,
      voucher_code: 'sample10',
    });
    expect(moneyOff.status).toBe(422);
    expect(voucherError(moneyOff)).toBe(
      'A free sample costs nothing, so this voucher has nothing to take off. Only a free-shipping voucher works on a free sample.',
    );
    const wholeFee = await post(t().app, guestCheckout.path, {
      ...details,
      voucher_code: 'samplepos',
    });
    expect(wholeFee.status).toBe(422);
    expect(voucherError(wholeFee)).toBe(
      'This voucher would bring your order to RM 0.00, and an order is only confirmed by paying for it online. Check out without it.',
    );
    expect(await sampleOrders()).toHaveLength(0);

    const preview = await post(t().app, voucherCheck.path, {
      voucher_code: 'poslaju5',
      product_id: ESSENTIALS,
      state: 'Sabah',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      voucher_code: 'POSLAJU5',
      kind: 'free_shipping',
      subtotal: '0.00',
      discount: '0.00',
      shipping_before: '20.00',
      shipping_cap: '5.00',
      shipping: '15.00',
      total: '15.00',
    });

    const answer = await post(t().app, guestCheckout.path, {
      ...details,
      voucher_code: 'Poslaju5',
    });
    expect(answer.status).toBe(200);
    expect(guestCheckout.response.parse(answer.body.data).payment_request.Amount).toBe('15.00');
    const [order] = await sampleOrders();
    expect(order).toMatchObject({
      voucherCode: 'POSLAJU5',
      itemsSen: 0,
      discountSen: 0,
      shippingFeeSen: 1500,
      totalSen: 1500,
    });
    if (!order) throw new Error('no order');
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'T15' }, () => 'https://x');
    expect((await voucherRow(capped.id))?.usesTaken).toBe(1);
    const uses = await db().select().from(voucherUses).where(eq(voucherUses.orderId, order.id));
    expect(uses).toMatchObject([
      { state: 'used', discountSen: 0, shippingOffSen: 500, customerKey: `guest:${email}` },
    ]);
  });

  it('counts a use per customer, gives it back when the order closes unpaid, and takes it again for a late payment', async () => {
    const voucher = await addVoucher({
      code: 'ONCE-EACH',
      kind: 'amount_off',
      amountSen: 1500,
      totalUses: 5,
      usesPerCustomer: 1,
    });
    const member = await memberWith(ESSENTIALS, 1);
    const first = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: 'ONCE-EACH' }),
      member.token,
    );
    expect(first.status).toBe(200);
    expect((await voucherRow(voucher.id))?.usesTaken).toBe(1);

    await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    const preview = await post(
      t().app,
      voucherCheck.path,
      { voucher_code: 'ONCE-EACH' },
      member.token,
    );
    expect(voucherError(preview)).toBe(WRONG_CODE);

    const [order] = await ordersOf(member);
    if (!order) throw new Error('no order');
    expect(await releaseVoucherUse(db(), order.id)).toBe(true);
    expect(await releaseVoucherUse(db(), order.id)).toBe(false);
    expect((await voucherRow(voucher.id))?.usesTaken).toBe(0);
    const reopened = await post(
      t().app,
      voucherCheck.path,
      { voucher_code: 'ONCE-EACH' },
      member.token,
    );
    expect(reopened.status).toBe(200);

    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'T9' }, () => 'https://x');
    expect((await voucherRow(voucher.id))?.usesTaken).toBe(1);
    const [use] = await db().select().from(voucherUses).where(eq(voucherUses.orderId, order.id));
    const [mail] = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, member.email));
    expect(mail?.text).toContain('Voucher ONCE-EACH: −RM 15.00');
    expect(mail?.text).toContain('Total paid: RM 195.00');
    expect(use).toMatchObject({
      state: 'used',
      discountSen: 1500,
      customerKey: `member:${member.id}`,
    });
  });

  it('gives exactly 20 orders the voucher when 200 shoppers race for its last 20 uses', async () => {
    await db().update(products).set({ stockOnHand: 1000 }).where(eq(products.id, ESSENTIALS));
    const voucher = await addVoucher({
      code: 'LAST20',
      kind: 'amount_off',
      amountSen: 2000,
      totalUses: 50,
      usesTaken: 30,
    });
    const members: Member[] = [];
    for (let i = 0; i < 200; i += 1) members.push(await memberWith(ESSENTIALS, 1));

    const answers = await Promise.all(
      members.map((member) =>
        post(
          t().app,
          checkoutCall.path,
          deliveryTo('Selangor', { voucher_code: 'LAST20' }),
          member.token,
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(placed).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const answer of refused) {
      expect(voucherError(answer)).toBe('This voucher has been fully redeemed.');
    }
    expect((await voucherRow(voucher.id))?.usesTaken).toBe(50);
    const withIt = await db()
      .select({ total: salesOrders.totalSen })
      .from(salesOrders)
      .where(eq(salesOrders.voucherCode, 'LAST20'));
    expect(withIt).toHaveLength(20);
    expect(new Set(withIt.map((order) => order.total))).toEqual(new Set([19000]));
    const uses = await db().select().from(voucherUses).where(eq(voucherUses.voucherId, voucher.id));
    expect(uses.filter((use) => use.state === 'held')).toHaveLength(20);
  }, 240_000);
});
