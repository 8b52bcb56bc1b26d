import { checkout as checkoutCall } from '@nyiur/api';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, referralCodes } from '../../db/schema';
import { vouchers } from '../../db/schema/vouchers';
import { salesOrders } from '../../db/schema/sales-orders';
import { markOrderPaid } from '../../payments/mark-order-paid';
import { withPersonalText } from '../../audit/record-audit';
import { staffOf } from '../../test/admin-client';
import { deliveryTo } from '../../test/delivery-fixture';
import { post, registerMember, uniqueEmail } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

const ESSENTIALS = 15373;

const terms = {
  min_spend: '0',
  product_ids: null,
  starts_at: '2026-01-01T00:00',
  ends_at: '2036-12-31T23:59',
  total_uses: 100,
  uses_per_customer: 1,
  first_order_only: false,
  members_only: false,
  show_hint: true,
  note: 'Raya launch',
};
const rmOff = (amount: string) => ({ kind: 'amount_off', amount, percent: null, cap: null });

describe.each(testDrivers())('the Vouchers screen on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `vouchers-${driver}`);
  const lastAudit = async (action: string) => {
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1);
    // A voucher's code, note and affiliate are written beside the entry (decision 0035).
    return row ? (await withPersonalText(db(), [row]))[0] : undefined;
  };

  it('creates a voucher once, audits it, and asks again before its value changes', async () => {
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    const created = await marketing.post('/admin/vouchers/create', {
      code: ' raya10 ',
      ...rmOff('10'),
      ...terms,
    });
    expect(created.status).toBe(200);
    const voucher = created.body.data?.['voucher'] as { id: number; starts_at: string };
    expect(created.body.data?.['voucher']).toMatchObject({
      code: 'RAYA10',
      kind: 'amount_off',
      amount: '10.00',
      starts_at: '2025-12-31T16:00:00.000Z',
      ends_at: '2036-12-31T15:59:00.000Z',
      status: 'active',
      uses_taken: 0,
    });
    expect((await lastAudit('voucher.create'))?.entityId).toBe(String(voucher.id));

    const again = await marketing.post('/admin/vouchers/create', {
      code: 'RAYA10',
      ...rmOff('5'),
      ...terms,
    });
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual({
      errors: { code: 'This code is already in use. Choose another.' },
    });

    await staff.proofAge('marketing', 10);
    const stale = await marketing.post('/admin/vouchers/set-value', {
      id: voucher.id,
      ...rmOff('50'),
    });
    expect(stale.status).toBe(403);
    expect(stale.body.data).toEqual({ reauth_required: true });
    // Who may use it, when, and the affiliate it credits ask again too (review L5).
    const stalePayload = { id: voucher.id, ...terms, ends_at: '2026-01-01T00:00' };
    const staleTerms = await marketing.post('/admin/vouchers/update', stalePayload);
    expect(staleTerms.status).toBe(403);
    expect(staleTerms.body.data).toEqual({ reauth_required: true });

    await staff.proofAge('marketing', 0);
    const later = await marketing.post('/admin/vouchers/update', stalePayload);
    expect(later.status).toBe(422);
    expect(later.body.data).toEqual({ errors: { ends_at: 'The end must come after the start.' } });

    const percent = await marketing.post('/admin/vouchers/set-value', {
      id: voucher.id,
      kind: 'percent_off',
      amount: null,
      percent: 15,
      cap: '30.00',
    });
    expect(percent.body.data?.['voucher']).toMatchObject({
      percent: 15,
      cap: '30.00',
      amount: null,
    });
    const audit = await lastAudit('voucher.set_value');
    expect(audit?.before).toMatchObject({ amount: '10.00', percent: null });
    expect(audit?.after).toMatchObject({ amount: null, percent: 15 });

    const packer = await staff.browserFor('packer');
    expect((await packer.post('/admin/vouchers/list', {})).status).toBe(403);
  });

  it('caps free shipping in RM and links a voucher to an affiliate code only', async () => {
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    await db().insert(referralCodes).values({ code: 'AFFNORA', kind: 'affiliate' });
    const freeShipping = { kind: 'free_shipping', amount: null, percent: null, cap: '5' };
    const house = await marketing.post('/admin/vouchers/create', {
      code: 'NORAPOS',
      ...freeShipping,
      ...terms,
      affiliate_code: 'MNA001',
    });
    expect(house.status).toBe(422);
    expect(house.body.data).toEqual({
      errors: { affiliate_code: 'Choose an affiliate from the list.' },
    });
    // A product that is not in the catalogue, and a code the owner typed in the wrong format.
    const noSuchProduct = await marketing.post('/admin/vouchers/create', {
      code: 'NORAPOS',
      ...freeShipping,
      ...terms,
      product_ids: [15373, 99999],
    });
    expect(noSuchProduct.status).toBe(422);
    expect(noSuchProduct.body.data).toEqual({
      errors: { product_ids: 'Choose products from the list.' },
    });
    const badCode = await marketing.post('/admin/vouchers/create', {
      code: 'R!',
      ...freeShipping,
      ...terms,
    });
    expect(badCode.status).toBe(422);
    expect(badCode.body.data).toEqual({
      errors: { code: 'A code is 4 to 20 letters, digits or dashes, e.g. RAYA10.' },
    });
    const created = await marketing.post('/admin/vouchers/create', {
      code: 'NORAPOS',
      ...freeShipping,
      ...terms,
      affiliate_code: 'affnora',
    });
    expect(created.status).toBe(200);
    expect(created.body.data?.['voucher']).toMatchObject({
      code: 'NORAPOS',
      kind: 'free_shipping',
      cap: '5.00',
      affiliate_code: 'AFFNORA',
    });
    const list = await marketing.post('/admin/vouchers/list', { q: 'NORAPOS' });
    expect(list.body.data?.['affiliates']).toContainEqual({ code: 'AFFNORA', name: '' });
    expect((await lastAudit('voucher.create'))?.after).toMatchObject({
      cap: '5.00',
      affiliate_code: 'AFFNORA',
    });
  });

  it('pauses and ends a voucher, and shows its uses, discount, orders and revenue', async () => {
    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const created = await owner.post('/admin/vouchers/create', {
      code: 'MERDEKA',
      ...rmOff('20.00'),
      ...terms,
    });
    const id = (created.body.data?.['voucher'] as { id: number }).id;

    const member = await registerMember(t().app);
    await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    expect((await owner.post('/admin/vouchers/set-status', { id, status: 'paused' })).status).toBe(
      200,
    );
    const paused = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: 'merdeka' }),
      member.token,
    );
    expect(paused.body.data).toEqual({
      errors: {
        voucher_code:
          'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.',
      },
    });
    await owner.post('/admin/vouchers/set-status', { id, status: 'active' });
    const placed = await post(
      t().app,
      checkoutCall.path,
      deliveryTo('Selangor', { voucher_code: 'merdeka' }),
      member.token,
    );
    expect(placed.status).toBe(200);
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.userId, member.id));
    if (!order) throw new Error('no order');
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'T1' }, () => 'https://x');

    const page = await owner.post('/admin/vouchers/get', { id });
    expect(page.body.data?.['figures']).toEqual({
      uses: 1,
      paid_orders: 1,
      discount_given: '20.00',
      revenue: '190.00',
    });
    expect(page.body.data?.['uses']).toMatchObject([
      {
        reference: order.refNo,
        customer: member.email,
        state: 'used',
        discount: '20.00',
        shipping_off: '0.00',
      },
    ]);

    const csv = await t().app.inject({
      method: 'GET',
      url: `/api/admin/vouchers/uses.csv?id=${id}`,
      headers: { cookie: `nyiur_admin=${owner.cookie ?? ''}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`MERDEKA,`);
    expect(csv.body).toContain(`,${order.refNo},${member.email},Used,20.00,0.00,190.00,Paid`);

    expect((await owner.post('/admin/vouchers/set-status', { id, status: 'ended' })).status).toBe(
      200,
    );
    const reopen = await owner.post('/admin/vouchers/set-status', { id, status: 'active' });
    expect(reopen.status).toBe(409);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, String(id)))),
    ).toHaveLength(4);
  });

  it('generates a batch of single-use codes, kept out of the list, as a CSV', async () => {
    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const made = await owner.post('/admin/vouchers/batch', {
      count: 25,
      prefix: 'sample',
      ...rmOff('10.00'),
      ...terms,
      first_order_only: true,
    });
    expect(made.status).toBe(200);
    const codes = made.body.data?.['codes'] as string[];
    expect(codes).toHaveLength(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^SAMPLE[A-HJ-NP-Z2-9]{12}$/);

    const list = await owner.post('/admin/vouchers/list', {});
    const listed = list.body.data?.['vouchers'] as { code: string }[];
    expect(listed.some((voucher) => voucher.code.startsWith('SAMPLE'))).toBe(false);
    const found = await owner.post('/admin/vouchers/list', { q: codes[0] });
    expect(found.body.data?.['vouchers']).toMatchObject([
      { code: codes[0], total_uses: 1, uses_per_customer: 1, first_order_only: true },
    ]);

    const csv = await t().app.inject({
      method: 'GET',
      url: `/api/admin/vouchers/batch.csv?batch=${String(made.body.data?.['batch_id'])}`,
      headers: { cookie: `nyiur_admin=${owner.cookie ?? ''}` },
    });
    const lines = csv.body.replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\ufeffCode,Status,Used');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe(`${codes[0]},active,no`);
  });

  it('thanks a free-sample lead with a single-use first-order code by e-mail', async () => {
    const email = uniqueEmail('sample');
    const lead = await post(t().app, '/users/free-sample-registration', {
      name: 'Mei Ling',
      email,
      phone: `01${String(Date.now()).slice(-8)}`,
      gender: 'female',
      product_id: ESSENTIALS,
    });
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    const thanked = await marketing.post('/admin/vouchers/thank-lead', {
      lead_id: lead.body.data as number,
      amount: '10.00',
      days: 30,
    });
    expect(thanked.status).toBe(200);
    const voucher = thanked.body.data?.['voucher'] as { id: number; code: string };
    expect(voucher.code).toMatch(/^THANKS-[A-HJ-NP-Z2-9]{12}$/);
    const [row] = await db().select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row).toMatchObject({
      kind: 'amount_off',
      amountSen: 1000,
      totalUses: 1,
      usesPerCustomer: 1,
      firstOrderOnly: true,
    });
    const [mail] = await db()
      .select({ text: emailOutbox.textBody, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, email),
          eq(emailOutbox.subject, 'Nyiur: RM 10.00 off your first box'),
        ),
      );
    expect(mail?.text).toContain(`enter the code ${voucher.code} at checkout`);
    expect((await lastAudit('voucher.thank_lead'))?.entityId).toBe(String(voucher.id));
  });

  it('keeps the total at or above the uses already taken', async () => {
    const [voucher] = await db()
      .insert(vouchers)
      .values({ code: 'TAKEN7', kind: 'amount_off', amountSen: 500, totalUses: 10, usesTaken: 7 })
      .returning();
    if (!voucher) throw new Error('no voucher');
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    const lower = await marketing.post('/admin/vouchers/update', {
      id: voucher.id,
      ...terms,
      total_uses: 6,
    });
    expect(lower.status).toBe(422);
    expect(lower.body.data).toEqual({
      errors: {
        total_uses:
          'This voucher has already been used 7 times (unpaid orders included). Enter at least 7.',
      },
    });
    const exact = await marketing.post('/admin/vouchers/update', {
      id: voucher.id,
      ...terms,
      total_uses: 7,
    });
    expect(exact.status).toBe(200);
  });
});
