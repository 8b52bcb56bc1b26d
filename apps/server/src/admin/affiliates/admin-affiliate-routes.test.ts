import { adminContract, affiliateBalance } from '@nyiur/api';
import { sen, type AdminRole } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAffiliateCode } from '../../db/affiliate-codes';
import { affiliateCommissions, auditLog, referralCodes } from '../../db/schema';
import { withPersonalText } from '../../audit/record-audit';
import { salesOrders } from '../../db/schema/sales-orders';
import { markOrderPaid } from '../../payments/mark-order-paid';
import { post, registerMember } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { AdminBrowser, staffOf } from '../../test/admin-client';
import { insertAdmin, insertOrder } from '../orders/order-fixture';
import { orderAuditWriter } from '../orders/order-audit-writer';
import { transitionOrder, type OrderCommand } from '../orders/transition-order';

const {
  adminAffiliateList,
  adminAffiliateGet,
  adminAffiliateUpdate,
  adminAffiliatePayoutMarkPaid,
} = adminContract;

const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

/*
 * The Affiliates screen's calls over HTTP behind the real back-office sign-in, the payout CSV,
 * and the member's own balance on /account.
 */
describe.each(testDrivers())('admin affiliate routes on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `affiliates-${driver}`);
  const as = async (role: AdminRole | 'none', path: string, body: unknown) =>
    role === 'none'
      ? new AdminBrowser(t().app).post(path, body)
      : (await staff.browserFor(role)).post(path, body);
  const csv = async (role: AdminRole | 'none', query: string) => {
    const cookie = role === 'none' ? undefined : (await staff.browserFor(role)).cookie;
    return t().app.inject({
      method: 'GET',
      url: `/api/admin/affiliates/payouts.csv?${query}`,
      headers: cookie ? { cookie: `nyiur_admin=${cookie}` } : {},
    });
  };

  /** A member who is an affiliate, and a member who registered with their code. */
  const affiliatePair = async () => {
    const holder = await registerMember(t().app, { first_name: 'Siti' });
    const code = await db().transaction((tx) => grantAffiliateCode(tx, holder.id));
    const referred = await registerMember(t().app, { referral_code: code.toLowerCase() });
    return { holder, code, referred };
  };

  /** A paid RM198 order of the referred member, completed `daysAgo` days ago when given. */
  const paidOrder = async (userId: number, daysAgo?: number) => {
    const order = await insertOrder(db(), { status: 'Pending', userId });
    await markOrderPaid(db(), order.id, { paymentId: '2', transId: 'T1' }, () => '/order');
    if (daysAgo !== undefined) {
      const actor = await insertAdmin(db());
      const run = (command: OrderCommand) =>
        transitionOrder({ db: db(), audit: orderAuditWriter }, order.id, command, actor);
      await run({ action: 'ship', courier: 'Pos Laju', trackingNumber: 'EP123456789MY' });
      await run({ action: 'complete' });
      await db()
        .update(affiliateCommissions)
        .set({ windowStartsAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(affiliateCommissions.orderId, order.id));
    }
    return order.id;
  };

  it('shows the member their own earnings, and nothing to a member without a code', async () => {
    const { holder, referred } = await affiliatePair();
    await paidOrder(referred.id);
    await paidOrder(referred.id, 9);
    const own = await post(t().app, affiliateBalance.path, {}, holder.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/),
      held: '19.80',
      payable: '19.80',
      paid: '0.00',
    });
    const other = await post(t().app, affiliateBalance.path, {}, referred.token);
    expect(other.body.data).toBeNull();
    expect((await post(t().app, affiliateBalance.path, {})).status).toBe(401);
  });

  it('lets only the owner see and change affiliates', async () => {
    const { code } = await affiliatePair();
    expect((await as('none', adminAffiliateList.path, {})).status).toBe(401);
    expect((await as('marketing', adminAffiliateList.path, {})).status).toBe(403);
    expect((await as('packer', adminAffiliateGet.path, { code })).status).toBe(403);
    const list = await as('owner', adminAffiliateList.path, {});
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ default_rate_percent: 10, return_window_days: 7 });
    expect(list.body.data?.['affiliates']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code, name: 'Siti Aina', rate_percent: null, held: '0.00' }),
      ]),
    );
  });

  it('sets the rate and bank details, refuses bad ones with field messages, and audits it', async () => {
    const { code, referred } = await affiliatePair();
    const bad = await as('owner', adminAffiliateUpdate.path, {
      code,
      rate_percent: '150',
      bank_name: 'Maybank',
      account_holder: 'Siti Aminah',
      account_number: '1234-abc',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.data?.['errors']).toMatchObject({
      rate_percent: expect.stringContaining('0 to 100'),
      account_number: 'Enter the account number in digits only.',
    });
    const good = await as('owner', adminAffiliateUpdate.path, {
      code,
      rate_percent: '12.5',
      bank_name: 'Maybank',
      account_holder: 'Siti Aminah binti Ali',
      account_number: '1142 0033 5566',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data?.['affiliate']).toMatchObject({
      rate_percent: 12.5,
      effective_rate_percent: 12.5,
      account_number: '114200335566',
    });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'affiliate.update_terms'), eq(auditLog.entityId, code)));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.after).toEqual(expect.not.objectContaining({ bank_name: 'Maybank' }));
    const [written] = await withPersonalText(db(), trail);
    expect(written?.after).toMatchObject({ rate_percent: 12.5, bank_name: 'Maybank' });
    // The new rate applies to orders paid from now on.
    const orderId = await paidOrder(referred.id);
    const detail = await as('owner', adminAffiliateGet.path, { code });
    expect(detail.body.data?.['lines']).toEqual([
      expect.objectContaining({ order_id: orderId, status: 'held', amount: '24.75' }),
    ]);
    const missing = await as('owner', adminAffiliateUpdate.path, {
      code: 'NOPE9999',
      rate_percent: null,
      bank_name: '',
      account_holder: '',
      account_number: '',
    });
    expect(missing.status).toBe(404);
  });

  it('pays out a month: the CSV lists positive balances, Mark paid settles them once', async () => {
    const { code, holder, referred } = await affiliatePair();
    await as('owner', adminAffiliateUpdate.path, {
      code,
      rate_percent: null,
      bank_name: 'CIMB Bank',
      account_holder: 'Siti Aminah',
      account_number: '8000123456',
    });
    const released = await paidOrder(referred.id, 8);
    await paidOrder(referred.id);
    const month = thisMonth();

    expect((await csv('none', `month=${month}`)).statusCode).toBe(401);
    expect((await csv('marketing', `month=${month}`)).statusCode).toBe(403);
    expect((await csv('owner', 'month=2026-13')).statusCode).toBe(422);
    const sheet = await csv('owner', `month=${month}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toBe(
      `attachment; filename="affiliate-payout-${month}.csv"`,
    );
    const rows = sheet.body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(rows[0]).toBe('Name,Bank,Account number,Amount (RM)');
    expect(rows).toContain('Siti Aminah,CIMB Bank,8000123456,19.80');
    const before = (await csv('owner', 'month=2020-01')).body.replace(/^\ufeff/, '');
    expect(before.split('\r\n').filter(Boolean)).toEqual(['Name,Bank,Account number,Amount (RM)']);

    expect((await as('marketing', adminAffiliatePayoutMarkPaid.path, { month })).status).toBe(403);
    const paid = await as('owner', adminAffiliatePayoutMarkPaid.path, { month });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ month });
    expect(Number(paid.body.data?.['total'])).toBeGreaterThanOrEqual(19.8);
    const again = await as('owner', adminAffiliatePayoutMarkPaid.path, { month });
    expect(again.body.data).toMatchObject({ affiliates: 0, lines: 0, total: '0.00' });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'affiliate.mark_payout_paid'), eq(auditLog.entityId, month)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({ affiliates: { [code]: '19.80' } });

    const balance = await post(t().app, affiliateBalance.path, {}, holder.token);
    expect(balance.body.data).toMatchObject({ held: '19.80', payable: '0.00', paid: '19.80' });

    // A refund after the payout takes the commission back from the next one.
    const actor = await insertAdmin(db());
    const [order] = await db().select().from(salesOrders).where(eq(salesOrders.id, released));
    await transitionOrder(
      { db: db(), audit: orderAuditWriter },
      released,
      {
        action: 'refund',
        amountSen: sen(order?.totalSen ?? 0),
        method: 'ipay88_portal',
        reference: 'IPAY-R1',
      },
      actor,
    );
    const detail = await as('owner', adminAffiliateGet.path, { code });
    expect(detail.body.data?.['affiliate']).toMatchObject({ payable: '-19.80', paid: '19.80' });
    expect(detail.body.data?.['lines']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'clawback', status: 'released', amount: '-19.80' }),
        expect.objectContaining({ kind: 'commission', status: 'paid', payout_month: month }),
      ]),
    );
    const after = (await csv('owner', `month=${month}`)).body;
    expect(after).not.toContain('Siti Aminah');
  });

  it('erasing an affiliate member blanks their bank details and keeps the ledger', async () => {
    const { holder, code, referred } = await affiliatePair();
    await as('owner', adminAffiliateUpdate.path, {
      code,
      rate_percent: null,
      bank_name: 'RHB Bank',
      account_holder: 'Siti Aminah',
      account_number: '2123456789',
    });
    await paidOrder(referred.id);
    const erased = await as('owner', '/admin/customers/erase', { id: holder.id });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // The code may carry a name: the erase gives the ledger a new one.
    expect((await as('owner', adminAffiliateGet.path, { code })).status).toBe(404);
    const [renamed] = await db()
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.ownerUserId, holder.id));
    const detail = await as('owner', adminAffiliateGet.path, { code: renamed?.code });
    expect(detail.body.data?.['affiliate']).toMatchObject({
      bank_name: '',
      account_holder: '',
      account_number: '',
      held: '19.80',
    });
    expect(detail.body.data?.['lines']).toHaveLength(1);
  });
});
