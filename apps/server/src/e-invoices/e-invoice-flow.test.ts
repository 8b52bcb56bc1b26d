import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertOrder } from '../admin/orders/order-fixture';
import { salesOrders } from '../db/schema/sales-orders';
import { post, registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { eInvoiceWorkerOf } from './e-invoice-routes';
import {
  BUYER_FORM,
  makeDue,
  rowOf,
  saveTestSeller,
  useMyInvoisSandbox,
} from './e-invoice-test-kit';

describe.each(testDrivers())('a buyer e-invoice on %s', (driver) => {
  const { env, sandbox } = useMyInvoisSandbox();
  const t = useTestApp(driver, { env });

  const work = async () => {
    await makeDue(t().database.db);
    return eInvoiceWorkerOf(t().ctx).drain();
  };

  it('goes from the request to Valid, and the e-mail carries the validation link', async () => {
    const { db } = t().database;
    await saveTestSeller(db, t().config);
    const member = await registerMember(t().app);
    const order = await insertOrder(db, { totalSen: 19_800, userId: member.id });

    const before = await post(t().app, '/e-invoices/get', { order_id: order.id }, member.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ can_request: true, e_invoice: null });

    const asked = await post(
      t().app,
      '/e-invoices/request',
      { order_id: order.id, ...BUYER_FORM },
      member.token,
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      can_request: false,
      e_invoice: { code: `INV-${order.refNo}`, state: 'pending' },
    });

    await work();
    const submitted = await rowOf(db, `INV-${order.refNo}`);
    expect(submitted.state).toBe('submitted');
    expect(submitted.uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(submitted.documentHash).toMatch(/^[0-9a-f]{64}$/);

    sandbox().sandbox.validatePending();
    await work();
    const valid = await rowOf(db, `INV-${order.refNo}`);
    expect(valid.state).toBe('valid');
    expect(valid.longId).toMatch(/^[A-Z0-9]{40}$/);
    const link = `${sandbox().portalBaseUrl}/${valid.uuid}/share/${valid.longId}`;
    expect(valid.validationUrl).toBe(link);

    await t().ctx.outbox.drain();
    const [mail] = t().mail.to('aina.einvoice@example.com');
    expect(mail?.subject).toContain(`e-invoice INV-${order.refNo}`);
    expect(mail?.text).toContain(link);

    // The buyer's guest link shows the same, with the printable copy.
    const status = await post(t().app, '/e-invoices/get', { token: order.token });
    expect(status.body.data).toMatchObject({
      e_invoice: { state: 'valid', validation_url: link },
    });
    const print = await t().app.inject({
      method: 'GET',
      url: `/api/e-invoices/INV-${order.refNo}/print?token=${order.token}`,
    });
    expect(print.statusCode).toBe(200);
    expect(print.body).toContain(link);
    expect(print.body).toContain('<svg');
    // The print button works under the CSP: no inline handler, its script a file of our own.
    expect(print.body).not.toContain('onclick');
    expect(print.body).toContain('<script src="/api/e-invoices/print.js"></script>');
    const script = await t().app.inject({ method: 'GET', url: '/api/e-invoices/print.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.print()');
    const stranger = await t().app.inject({
      method: 'GET',
      url: `/api/e-invoices/INV-${order.refNo}/print?token=not-the-token`,
    });
    expect(stranger.statusCode).toBe(404);

    // A second pass sends no second e-mail.
    await work();
    await t().ctx.outbox.drain();
    expect(t().mail.to('aina.einvoice@example.com')).toHaveLength(1);
  });

  it('answers 422 with a message under each field MyInvois would refuse', async () => {
    const order = await insertOrder(t().database.db);
    const answer = await post(t().app, '/e-invoices/request', {
      token: order.token,
      ...BUYER_FORM,
      tin: 'OG1234567',
      id_number: '901301145678',
      postcode: '460',
      state_code: '',
    });
    expect(answer.status).toBe(422);
    const { errors } = answer.body.data as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['id_number', 'postcode', 'state_code', 'tin']);
  });

  it('is open from payment until 7 days after the month of purchase, Malaysian time', async () => {
    const { db } = t().database;
    const old = await insertOrder(db);
    await db
      .update(salesOrders)
      .set({ paidAt: new Date('2026-08-31T15:59:59Z') })
      .where(eq(salesOrders.id, old.id));
    const status = await post(t().app, '/e-invoices/get', { token: old.token });
    expect(status.body.data).toMatchObject({
      can_request: false,
      request_until: '2026-09-07T16:00:00.000Z',
      e_invoice: null,
    });
    const late = await post(t().app, '/e-invoices/request', { token: old.token, ...BUYER_FORM });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "The time to ask has passed: the order is in the month's consolidated e-invoice.",
    );
    const unpaid = await insertOrder(db, { status: 'Pending' });
    const early = await post(t().app, '/e-invoices/get', { token: unpaid.token });
    expect(early.body.data).toMatchObject({
      can_request: false,
      unavailable_reason: 'An e-invoice can be asked for once the order is paid.',
    });
  });

  it('goes through exactly once when MyInvois was down during the submission', async () => {
    const { db } = t().database;
    await saveTestSeller(db, t().config);
    const order = await insertOrder(db);
    const asked = await post(t().app, '/e-invoices/request', { token: order.token, ...BUYER_FORM });
    expect(asked.status).toBe(200);
    const code = `INV-${order.refNo}`;

    sandbox().sandbox.setDown('unavailable');
    await work();
    const waiting = await rowOf(db, code);
    expect(waiting.state).toBe('pending');
    expect(waiting.lastError).toBe('MyInvois: unavailable');
    sandbox().sandbox.setDown('reset');
    await work();
    expect((await rowOf(db, code)).lastError).toBe('MyInvois: unreachable');

    sandbox().sandbox.setDown(false);
    await work();
    sandbox().sandbox.validatePending();
    await work();
    await work();
    const row = await rowOf(db, code);
    expect(row.state).toBe('valid');
    expect(row.attempts).toBe(4);
    const atLhdn = sandbox()
      .sandbox.documents()
      .filter((document) => document.codeNumber === code);
    expect(atLhdn).toHaveLength(1);
    expect(atLhdn[0]?.uuid).toBe(row.uuid);
  });

  it('adopts the document LHDN took when its answer was lost, never sending it twice', async () => {
    const { db } = t().database;
    await saveTestSeller(db, t().config);
    const order = await insertOrder(db);
    const asked = await post(t().app, '/e-invoices/request', { token: order.token, ...BUYER_FORM });
    expect(asked.status).toBe(200);
    const code = `INV-${order.refNo}`;
    const atLhdn = () =>
      sandbox()
        .sandbox.documents()
        .filter((document) => document.codeNumber === code);

    sandbox().sandbox.setDown('lost-reply');
    await work();
    const lost = await rowOf(db, code);
    expect(lost.state).toBe('pending');
    expect(lost.uuid).toBeNull();
    expect(lost.lastError).toBe('MyInvois: unreachable');
    expect(atLhdn()).toHaveLength(1);

    // Back up: Search Documents finds it, so it is adopted rather than sent again.
    sandbox().sandbox.setDown(false);
    await work();
    const adopted = await rowOf(db, code);
    expect(adopted.state).toBe('submitted');
    expect(adopted.uuid).toBe(atLhdn()[0]?.uuid);
    expect(adopted.lastError).toBe('Being validated by MyInvois.');

    sandbox().sandbox.validatePending();
    await work();
    const row = await rowOf(db, code);
    expect(row.state).toBe('valid');
    expect(row.longId).toMatch(/^[A-Z0-9]{40}$/);
    expect(row.attempts).toBe(3);
    expect(atLhdn()).toHaveLength(1);
    expect(atLhdn()[0]?.submissionUid).toBe(row.submissionUid);
  });
});
