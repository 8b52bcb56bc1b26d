import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOrder } from '../orders/order-fixture';
import { auditLog, eInvoiceSettings, eInvoices } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { staffOf } from '../../test/admin-client';
import { post } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { eInvoiceWorkerOf } from '../../e-invoices/e-invoice-routes';
import { recentMonths } from './e-invoice-admin';
import {
  BUYER_FORM,
  CLIENT_ID,
  CLIENT_SECRET,
  SELLER_TIN,
  makeDue,
  rowOf,
  useMyInvoisSandbox,
} from '../../e-invoices/e-invoice-test-kit';

const SELLER_FORM = {
  seller_name: 'Nyiur Wellness Sdn. Bhd.',
  tin: SELLER_TIN,
  brn: '202001234567',
  sst_number: '',
  msic_code: '10791',
  business_activity: 'Manufacture of coffee, tea and similar products',
  address_line1: 'Lot 66, Bangunan Merdeka',
  address_line2: 'Persiaran Jaya',
  city: 'Kuala Lumpur',
  postcode: '50480',
  state_code: '14',
  phone: '+60 12-345 6789',
  email: 'hello@nyiur.example',
  client_id: CLIENT_ID,
  environment: 'preprod',
};

describe.each(testDrivers())("the owner's e-Invoices screen on %s", (driver) => {
  const { env, sandbox } = useMyInvoisSandbox();
  const t = useTestApp(driver, { env });
  const staff = staffOf(
    () => t().app,
    () => t().database.db,
    'einvoice',
  );
  const db = () => t().database.db;
  const settle = async () => {
    await makeDue(db());
    await eInvoiceWorkerOf(t().ctx).drain();
    sandbox().sandbox.validatePending();
    await makeDue(db());
    await eInvoiceWorkerOf(t().ctx).drain();
  };
  const audited = async (action: string, entityId: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it('keeps the client secret sealed and write-only, and checks the seller as MyInvois does', async () => {
    const owner = await staff.browserFor('owner');
    const refused = await owner.post('/admin/e-invoices/settings/update', {
      ...SELLER_FORM,
      tin: 'SG12345678',
      postcode: '5048',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body.data as { errors: object }).errors).sort()).toEqual([
      'postcode',
      'tin',
    ]);

    const saved = await owner.post('/admin/e-invoices/settings/update', {
      ...SELLER_FORM,
      client_secret: CLIENT_SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      client_secret_set: true,
      environment: 'preprod',
      phone: '+60123456789',
      sst_number: 'NA',
      problem: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(CLIENT_SECRET);
    const [stored] = await db().select().from(eInvoiceSettings);
    expect(stored?.clientSecretSealed).toMatch(/^v1:/);
    expect(stored?.clientSecretSealed).not.toContain(CLIENT_SECRET);

    // Saved again without a secret: the stored one stays.
    const again = await owner.post('/admin/e-invoices/settings/update', SELLER_FORM);
    expect(again.body.data).toMatchObject({ client_secret_set: true });
    const [kept] = await db().select().from(eInvoiceSettings);
    expect(kept?.clientSecretSealed).toBe(stored?.clientSecretSealed);
    expect(await audited('einvoice_settings.update', '1')).toHaveLength(2);

    await staff.proofAge('owner', 6);
    const stale = await owner.post('/admin/e-invoices/settings/update', SELLER_FORM);
    expect(stale.status).toBe(403);
    await staff.proofAge('owner', 0);
  });

  it('lists requests, cancels within 72 hours, resubmits a refused one, and submits a month', async () => {
    const owner = await staff.browserFor('owner');
    const order = await insertOrder(db(), { totalSen: 8_800 });
    await post(t().app, '/e-invoices/request', { token: order.token, ...BUYER_FORM });
    await settle();
    const code = `INV-${order.refNo}`;

    const list = await owner.post('/admin/e-invoices/list');
    expect(list.status).toBe(200);
    const documents = list.body.data?.['documents'] as { code: string }[];
    expect(documents.find((entry) => entry.code === code)).toMatchObject({
      state: 'valid',
      amount: '88.00',
      buyer_tin: 'IG12345678901',
      can_cancel: true,
    });

    const cancelled = await owner.post('/admin/e-invoices/cancel', {
      code,
      reason: 'Wrong buyer details',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', can_cancel: false });
    expect(
      sandbox()
        .sandbox.documents()
        .find((entry) => entry.codeNumber === code)?.status,
    ).toBe('Cancelled');
    expect(await audited('einvoice.cancel', code)).toHaveLength(1);

    // A refused document is built again and goes through.
    const other = await insertOrder(db(), { totalSen: 4_200 });
    await post(t().app, '/e-invoices/request', { token: other.token, ...BUYER_FORM });
    await db()
      .update(eInvoices)
      .set({ state: 'invalid', reasons: [{ code: 'CF321', message: 'Issuance date time' }] })
      .where(eq(eInvoices.code, `INV-${other.refNo}`));
    const resubmitted = await owner.post('/admin/e-invoices/resubmit', {
      code: `INV-${other.refNo}`,
    });
    expect(resubmitted.body.data).toMatchObject({ state: 'pending', reasons: [] });
    await settle();
    expect((await rowOf(db(), `INV-${other.refNo}`)).state).toBe('valid');

    // Last month's sale goes into its consolidated e-invoice.
    const lastMonth = recentMonths(new Date())[1] ?? '';
    const sold = await insertOrder(db(), { totalSen: 3_300 });
    await db()
      .update(salesOrders)
      .set({ paidAt: new Date(`${lastMonth}-15T12:00:00+08:00`) })
      .where(eq(salesOrders.id, sold.id));
    const submitted = await owner.post('/admin/e-invoices/submit-month', { month: lastMonth });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      month: lastMonth,
      order_count: 1,
      total: '33.00',
      can_submit: false,
      submitted: { code: `CON-${lastMonth}`, state: 'pending' },
    });
    await settle();
    const months = (await owner.post('/admin/e-invoices/list')).body.data?.['months'];
    expect(months).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          month: lastMonth,
          submitted: expect.objectContaining({ state: 'valid' }),
        }),
      ]),
    );
    expect(await audited('einvoice.submit_month', `CON-${lastMonth}`)).toHaveLength(1);

    const csv = await t().app.inject({
      method: 'GET',
      url: '/api/admin/e-invoices.csv',
      headers: { cookie: `nyiur_admin=${owner.cookie ?? ''}` },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Code,Type,State,Order');
    expect(
      lines.some((line) => line.startsWith(`${code},individual,cancelled,${order.refNo}`)),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith(`CON-${lastMonth},consolidated,valid,`))).toBe(
      true,
    );
  });
});
