import { checkout as checkoutCall } from '@nyiur/api';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { vouchers } from '../../db/schema/vouchers';
import { staffOf } from '../../test/admin-client';
import { deliveryTo } from '../../test/delivery-fixture';
import { post, registerMember, uniqueEmail } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';

const ESSENTIALS = 15373;
const terms = {
  min_spend: '0',
  product_ids: null,
  starts_at: null,
  ends_at: null,
  total_uses: 50,
  uses_per_customer: 1,
  first_order_only: false,
  members_only: false,
  show_hint: false,
  note: '',
};
const percentOff = (percent: number) => ({ kind: 'percent_off', amount: null, percent, cap: null });
const WRONG_CODE =
  'We could not apply that voucher code. Check the spelling, and the dates and terms it came with.';

/* Review L5: marketing's voucher powers, bounded by step-up, the owners' ceilings and e-mails. */
describe.each(testDrivers())('the owners’ voucher ceilings on %s (L5)', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `ceilings-${driver}`);
  const ownerEmail = `ceilings-${driver}-owner@nyiur.test`;
  const mailsTo = async (subject: string) =>
    (
      await db()
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `%${subject}`))
    ).map((row) => row.to);
  const checkoutWith = async (code: string) => {
    const member = await registerMember(t().app);
    await post(
      t().app,
      '/users/add-to-cart',
      { product_id: ESSENTIALS, quantity: 1 },
      member.token,
    );
    return post(t().app, checkoutCall.path, { ...deliveryTo(), voucher_code: code }, member.token);
  };

  it('asks marketing for the password again before a voucher’s terms or affiliate change', async () => {
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    const created = await marketing.post('/admin/vouchers/create', {
      code: 'TERMS10',
      ...percentOff(10),
      ...terms,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data?.['voucher'] as { id: number }).id;

    // The review's repro: past the 5 minutes of the last proof.
    await staff.proofAge('marketing', 6);
    const stale = await marketing.post('/admin/vouchers/update', { id, ...terms, total_uses: 500 });
    expect(stale.status).toBe(403);
    expect(stale.body.data).toEqual({ reauth_required: true });

    await staff.proofAge('marketing', 0);
    const fresh = await marketing.post('/admin/vouchers/update', { id, ...terms, total_uses: 500 });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(await mailsTo('Voucher TERMS10 changed')).toEqual([ownerEmail]);
  });

  it('holds a marketing voucher above the ceilings for an owner’s approval and tells the owners', async () => {
    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    // The review's repro: 100% off, no limit on uses.
    const free = await marketing.post('/admin/vouchers/create', {
      code: 'MKTFREE',
      ...percentOff(100),
      ...terms,
      total_uses: null,
    });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.data?.['voucher']).toMatchObject({ code: 'MKTFREE', awaiting_approval: true });
    expect(await mailsTo('Voucher MKTFREE created: waiting for your approval')).toEqual([
      ownerEmail,
    ]);

    const half = await marketing.post('/admin/vouchers/create', {
      code: 'MKTHALF',
      ...percentOff(50),
      ...terms,
    });
    const halfId = (half.body.data?.['voucher'] as { id: number }).id;
    expect(half.body.data?.['voucher']).toMatchObject({ awaiting_approval: true });
    const refused = await checkoutWith('MKTHALF');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(WRONG_CODE);
    // Marketing cannot approve its own voucher.
    expect((await marketing.post('/admin/vouchers/approve', { id: halfId })).status).toBe(403);

    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const approved = await owner.post('/admin/vouchers/approve', { id: halfId });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data?.['voucher']).toMatchObject({ awaiting_approval: false });
    expect((await checkoutWith('MKTHALF')).status).toBe(200);

    // Within the ceilings (30%, RM 50, a total): usable at once, and the owners still hear.
    const small = await marketing.post('/admin/vouchers/create', {
      code: 'MKTSMALL',
      ...percentOff(30),
      ...terms,
    });
    expect(small.body.data?.['voucher']).toMatchObject({ awaiting_approval: false });
    expect(await mailsTo('Voucher MKTSMALL created')).toEqual([ownerEmail]);
    // Raising its value past the ceiling puts it on hold again.
    const smallId = (small.body.data?.['voucher'] as { id: number }).id;
    const raised = await marketing.post('/admin/vouchers/set-value', {
      id: smallId,
      kind: 'amount_off',
      amount: '80.00',
      percent: null,
      cap: null,
    });
    expect(raised.body.data?.['voucher']).toMatchObject({ awaiting_approval: true });
  });

  it('holds the thank-you code to the RM ceiling for marketing, and tells the owners', async () => {
    const thankFor = async (who: 'marketing' | 'owner', name: string, amount: string) => {
      const email = uniqueEmail(name.toLowerCase().replace(/ /g, '-'));
      const lead = await post(t().app, '/users/free-sample-registration', {
        name,
        email,
        phone: `01${String(Date.now()).slice(-8)}`,
        gender: 'female',
        product_id: ESSENTIALS,
      });
      expect(lead.status, JSON.stringify(lead.body)).toBe(200);
      const browser = await staff.browserFor(who);
      await staff.proofAge(who, 0);
      const thanked = await browser.post('/admin/vouchers/thank-lead', {
        lead_id: lead.body.data as number,
        amount,
        days: 30,
      });
      const toLead = await db()
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, '%off your first box')),
        );
      return { thanked, toLead: toLead.map((row) => row.subject) };
    };
    const thanksVouchers = async () =>
      (await db().select({ id: vouchers.id }).from(vouchers).where(like(vouchers.code, 'THANKS-%')))
        .length;

    // The default ceiling is RM 50.00: RM 80.00 from marketing makes no voucher and sends nothing.
    const before = await thanksVouchers();
    const over = await thankFor('marketing', 'Siti Over', '80.00');
    expect(over.thanked.status).toBe(422);
    expect(over.thanked.body.data).toEqual({
      errors: {
        amount:
          'The owners let staff give at most RM 50.00 off without their approval. Enter RM 50.00 or less, or ask an owner to send this code.',
      },
    });
    expect(over.toLead).toEqual([]);
    expect(await thanksVouchers()).toBe(before);

    const at = await thankFor('marketing', 'Siti At', '50.00');
    expect(at.thanked.status, JSON.stringify(at.thanked.body)).toBe(200);
    const code = (at.thanked.body.data?.['voucher'] as { code: string }).code;
    expect(at.thanked.body.data?.['voucher']).toMatchObject({ awaiting_approval: false });
    expect(at.toLead).toEqual(['Nyiur: RM 50.00 off your first box']);
    expect(await mailsTo(`Voucher ${code} created`)).toEqual([ownerEmail]);

    // An owner is not bound by the ceilings.
    const owners = await thankFor('owner', 'Siti Owner', '80.00');
    expect(owners.thanked.status, JSON.stringify(owners.thanked.body)).toBe(200);
    expect(owners.toLead).toEqual(['Nyiur: RM 80.00 off your first box']);
    expect(await thanksVouchers()).toBe(before + 2);
  });

  it('lets owners set the ceilings in Settings, and an owner’s own voucher needs no approval', async () => {
    const owner = await staff.browserFor('owner');
    await staff.proofAge('owner', 0);
    const mine = await owner.post('/admin/vouchers/create', {
      code: 'OWNERALL',
      ...percentOff(100),
      ...terms,
      total_uses: null,
    });
    expect(mine.body.data?.['voucher']).toMatchObject({ awaiting_approval: false });

    const current = await owner.post('/admin/settings/get', {});
    const settings = current.body.data?.['settings'] as Record<string, unknown>;
    expect(settings['voucher_ceilings']).toEqual({
      max_percent: 30,
      max_amount: '50.00',
      unlimited_needs_approval: true,
    });
    const { shop_alert_email_fallback: _fallback, updated_at: _at, ...shown } = settings;
    // The form sends an unset text as empty.
    const form = Object.fromEntries(
      Object.entries(shown).map(([name, value]) => [name, value ?? '']),
    );
    const saved = await owner.post('/admin/settings/update', {
      ...form,
      voucher_ceilings: { max_percent: 60, max_amount: '100.00', unlimited_needs_approval: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const marketing = await staff.browserFor('marketing');
    await staff.proofAge('marketing', 0);
    const sixty = await marketing.post('/admin/vouchers/create', {
      code: 'MKTSIXTY',
      ...percentOff(60),
      ...terms,
    });
    expect(sixty.body.data?.['voucher']).toMatchObject({ awaiting_approval: false });
  });
});
