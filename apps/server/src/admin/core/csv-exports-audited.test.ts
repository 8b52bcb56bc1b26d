import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { registerMember } from '../../test/http';
import { staffOf } from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';

/* Every CSV download leaves an audit entry: who, which export, with what, how many rows. */
describe.each(testDrivers())('CSV downloads in the audit log on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `csv-audit-${driver}`);

  const download = async (url: string) => {
    const browser = await staff.browserFor('owner');
    const answer = await t().app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { cookie: `nyiur_admin=${browser.cookie ?? ''}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('records the orders, customers, leads, payout, voucher and e-invoice exports with their row counts', async () => {
    await staff.browserFor('owner');
    const [start] = await db()
      .insert(auditLog)
      .values({ actorEmail: 'test', action: 'test.mark', entity: 'test', entityId: '0' })
      .returning({ id: auditLog.id });
    await insertOrder(db(), { createdAt: new Date('2026-06-01T04:00:00Z') });
    await insertOrder(db(), { createdAt: new Date('2026-06-02T04:00:00Z') });
    await registerMember(t().app, { first_name: 'Hana', last_name: 'Yusof' });

    await download('/admin/orders.csv?from=2026-06-01&to=2026-06-02');
    await download('/admin/customers.csv?q=Hana%20Yusof');
    await download('/admin/leads.csv?tab=contact');
    await download('/admin/affiliates/payouts.csv?month=2026-06');
    await download('/admin/vouchers/batch.csv?batch=3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    await download('/admin/e-invoices.csv');

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'export'), gt(auditLog.id, start?.id ?? 0)))
      .orderBy(asc(auditLog.id));
    expect(
      entries.map((entry) => ({
        action: entry.action,
        by: entry.actorEmail,
        after: entry.after,
      })),
    ).toEqual([
      {
        action: 'export.orders',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 2, from: '2026-06-01', to: '2026-06-02' },
      },
      {
        action: 'export.customers',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 1, searched: 'yes' },
      },
      {
        action: 'export.leads',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 0, tab: 'contact', searched: 'no' },
      },
      {
        action: 'export.affiliate_payouts',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 0, month: '2026-06' },
      },
      {
        action: 'export.voucher_batch',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 0, batch: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' },
      },
      {
        action: 'export.e_invoices',
        by: `csv-audit-${driver}-owner@nyiur.test`,
        after: { rows: 0 },
      },
    ]);
  });
});
