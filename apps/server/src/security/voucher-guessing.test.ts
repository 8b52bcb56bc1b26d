import { randomBytes } from 'node:crypto';
import { checkout as checkoutCall, voucherCheck } from '@nyiur/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesOrders } from '../db/schema/sales-orders';
import { vouchers } from '../db/schema/vouchers';
import { markOrderPaid } from '../payments/mark-order-paid';
import { deliveryTo } from '../test/delivery-fixture';
import { registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const ESSENTIALS = 15373;
const WRONG_CODE =
  'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.';
const SPENT =
  'Too many voucher codes did not work. Please wait an hour before trying another code, or check out without one.';

const someAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const someCode = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Voucher codes were answered to anyone at the general 300 a minute, with a different refusal for
 * a code that exists. Wrong codes now count against an hourly budget per address (IPv6 by /64)
 * and per member, and a code that is not the shopper's reads exactly as one that does not exist.
 */
describe.each(testDrivers())('voucher code guessing on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1' } });
  const db = () => t().database.db;

  const send = async (path: string, body: unknown, address: string, token?: string) => {
    const answer = await t().app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify(body),
    });
    const json = answer.json<{ message: string; data?: { errors?: Record<string, string> } }>();
    return { status: answer.statusCode, message: json.message, field: json.data?.errors };
  };
  /** The anonymous free-sample preview the review probed. */
  const sampleCheck = (code: string, address: string) =>
    send(voucherCheck.path, { voucher_code: code, product_id: ESSENTIALS }, address);
  const memberWithBox = async (): Promise<Member> => {
    const member = await registerMember(t().app);
    const added = await send(
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      someAddress(),
      member.token,
    );
    expect(added.status).toBe(200);
    return member;
  };

  it('stops 40 wrong codes from one address after the first 10', async () => {
    const address = someAddress();
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await sampleCheck(`GUESS${i}XYZ`, address));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(10).fill(422),
      ...Array<number>(30).fill(429),
    ]);
    const refused = answers.filter((answer) => answer.status === 422);
    const stopped = answers.filter((answer) => answer.status === 429);
    for (const answer of refused) expect(answer.field).toEqual({ voucher_code: WRONG_CODE });
    for (const answer of stopped) expect(answer.message).toBe(SPENT);

    // Once spent, a real code is refused the same way, so the answer tells nothing more.
    await db().insert(vouchers).values({ code: 'POSLAJU5', kind: 'free_shipping', capSen: 500 });
    expect((await sampleCheck('POSLAJU5', address)).status).toBe(429);
    expect((await sampleCheck('POSLAJU5', someAddress())).status).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await sampleCheck(someCode('V6A'), `2001:db8:7:1::${i + 1}`)).status).toBe(422);
      expect((await sampleCheck(someCode('V6B'), `2001:db8:7:1:ffff::${i + 1}`)).status).toBe(422);
    }
    expect((await sampleCheck(someCode('V6C'), '2001:db8:7:1:abcd::9')).status).toBe(429);
    expect((await sampleCheck(someCode('V6D'), '2001:db8:7:2::1')).status).toBe(422);
  });

  it("counts a member's wrong codes at checkout across addresses", async () => {
    const member = await memberWithBox();
    for (let i = 0; i < 10; i += 1) {
      const answer = await send(
        checkoutCall.path,
        deliveryTo('Selangor', { voucher_code: someCode('CHK') }),
        someAddress(),
        member.token,
      );
      expect(answer.field).toEqual({ voucher_code: WRONG_CODE });
    }
    const eleventh = await send(
      voucherCheck.path,
      { voucher_code: someCode('CHK') },
      someAddress(),
      member.token,
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.message).toBe(SPENT);
    expect(await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id))).toEqual(
      [],
    );
  });

  it("answers a code that is not the shopper's exactly as one that does not exist", async () => {
    const day = 86_400_000;
    await db()
      .insert(vouchers)
      .values([
        { code: 'HUSH-PAUSED', kind: 'free_shipping', capSen: 500, status: 'paused' },
        {
          code: 'HUSH-LATER',
          kind: 'free_shipping',
          capSen: 500,
          startsAt: new Date(Date.now() + day),
        },
        {
          code: 'HUSH-ENDED',
          kind: 'free_shipping',
          capSen: 500,
          endsAt: new Date(Date.now() - day),
        },
        { code: 'HUSH-MEMBERS', kind: 'free_shipping', capSen: 500, membersOnly: true },
        { code: 'HUSH-FIRST', kind: 'amount_off', amountSen: 1000, firstOrderOnly: true },
      ]);
    const address = someAddress();
    const nothing = await sampleCheck('HUSH-NOTHING', address);
    expect(nothing).toEqual({
      status: 422,
      message: WRONG_CODE,
      field: { voucher_code: WRONG_CODE },
    });
    for (const code of ['HUSH-PAUSED', 'HUSH-LATER', 'HUSH-ENDED', 'HUSH-MEMBERS']) {
      expect(await sampleCheck(code, address)).toEqual(nothing);
    }

    // A member with a paid order is told the same about a first-order code.
    const member = await memberWithBox();
    const placed = await send(
      checkoutCall.path,
      deliveryTo('Selangor'),
      someAddress(),
      member.token,
    );
    expect(placed.status).toBe(200);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'TG1' }, () => 'https://x');
    await send(
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      address,
      member.token,
    );
    expect(
      await send(voucherCheck.path, { voucher_code: 'HUSH-FIRST' }, someAddress(), member.token),
    ).toEqual(nothing);
  });

  it('still tells a shopper what their cart lacks, without spending their budget', async () => {
    await db()
      .insert(vouchers)
      .values({ code: 'SPEND250', kind: 'amount_off', amountSen: 2500, minSpendSen: 25000 });
    const member = await memberWithBox();
    const address = someAddress();
    for (let i = 0; i < 12; i += 1) {
      const answer = await send(
        voucherCheck.path,
        { voucher_code: 'spend250' },
        address,
        member.token,
      );
      expect(answer.status).toBe(422);
      expect(answer.field).toEqual({ voucher_code: 'Spend RM 52.00 more to use this voucher.' });
    }
    // Nine wrong codes still fit in the budget after twelve refusals of a real one.
    for (let i = 0; i < 9; i += 1) {
      const answer = await send(
        voucherCheck.path,
        { voucher_code: someCode('TYPO') },
        address,
        member.token,
      );
      expect(answer.status).toBe(422);
    }
    await send(
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 2 },
      address,
      member.token,
    );
    const applied = await send(
      voucherCheck.path,
      { voucher_code: 'SPEND250' },
      address,
      member.token,
    );
    expect(applied.status).toBe(200);
  });
});
