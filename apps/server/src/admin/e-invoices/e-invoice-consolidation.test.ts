import { sen, startOfMalaysianDay } from '@nyiur/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertAdmin, insertOrder } from '../orders/order-fixture';
import { orderAuditWriter } from '../orders/order-audit-writer';
import { transitionOrder } from '../orders/transition-order';
import { eInvoices } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { post } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { consolidatedDraft, submitConsolidated } from './consolidated-month';
import { eInvoiceWorkerOf } from '../../e-invoices/e-invoice-routes';
import {
  BUYER_FORM,
  makeDue,
  rowOf,
  saveTestSeller,
  useMyInvoisSandbox,
} from '../../e-invoices/e-invoice-test-kit';

const myt = (local: string) => new Date(`${local}+08:00`);

describe.each(testDrivers())('consolidated e-invoices and refund notes on %s', (driver) => {
  const { env, sandbox } = useMyInvoisSandbox();
  const t = useTestApp(driver, { env });
  const db = () => t().database.db;

  /** Submits what is due, lets LHDN validate it, and records the answer. */
  const settle = async () => {
    const worker = eInvoiceWorkerOf(t().ctx);
    await makeDue(db());
    await worker.drain();
    sandbox().sandbox.validatePending();
    await makeDue(db());
    await worker.drain();
  };
  const paidOn = async (totalSen: number, local: string) => {
    const order = await insertOrder(db(), { totalSen });
    await db()
      .update(salesOrders)
      .set({ paidAt: myt(local) })
      .where(eq(salesOrders.id, order.id));
    return order;
  };
  const refund = async (orderId: number, amount: number, reference: string) => {
    const owner = await insertAdmin(db());
    const deps = { db: db(), audit: orderAuditWriter };
    const ship = {
      action: 'ship',
      courier: 'J&T Express',
      trackingNumber: '630012345678',
    } as const;
    await transitionOrder(deps, orderId, ship, owner);
    const done = await transitionOrder(
      deps,
      orderId,
      { action: 'refund', amountSen: sen(amount), method: 'bank_transfer', reference },
      owner,
    );
    expect(done).toMatchObject({ ok: true, changed: true });
  };
  const notesOf = (orderId: number) =>
    db()
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.orderId, orderId), eq(eInvoices.kind, 'refund_note')));

  it('leaves out orders invoiced one by one, and answers a later refund with a refund note', async () => {
    await saveTestSeller(db(), t().config);
    const first = await paidOn(10_000, '2026-10-01T00:00:00');
    const refundedEarly = await paidOn(20_000, '2026-10-10T12:00:00');
    const ownInvoice = await paidOn(15_000, '2026-10-12T09:00:00');
    await paidOn(5_000, '2026-10-31T23:59:59');
    await paidOn(7_000, '2026-11-01T00:00:00');
    await paidOn(9_000, '2026-09-30T23:59:59');
    await db()
      .insert(eInvoices)
      .values({
        kind: 'individual',
        code: `INV-${ownInvoice.refNo}`,
        orderId: ownInvoice.id,
        amountSen: 15_000,
        state: 'valid',
        uuid: 'F9D425P6DS7D8IU4PAVGZX2K10',
      });
    await refund(refundedEarly.id, 5_000, 'BT-EARLY');

    const now = myt('2026-11-03T10:00:00');
    const draft = await consolidatedDraft(db(), '2026-10', now);
    expect(draft).toMatchObject({ orderCount: 3, totalSen: 30_000, canSubmit: true });
    expect((await consolidatedDraft(db(), '2026-11', now)).canSubmit).toBe(false);

    await submitConsolidated(db(), '2026-10', now);
    await settle();
    const consolidated = await rowOf(db(), 'CON-2026-10');
    expect(consolidated).toMatchObject({ state: 'valid', amountSen: 30_000, orderCount: 3 });
    const document = JSON.parse(consolidated.documentJson ?? '{}') as {
      Invoice: {
        InvoiceLine: unknown[];
        LegalMonetaryTotal: { PayableAmount: { _: number }[] }[];
      }[];
    };
    expect(document.Invoice[0]?.InvoiceLine).toHaveLength(3);
    expect(document.Invoice[0]?.LegalMonetaryTotal[0]?.PayableAmount[0]?._).toBe(300);

    await refund(first.id, 4_000, 'BT-LATER');
    await settle();
    const [note] = await notesOf(first.id);
    expect(note).toMatchObject({
      state: 'valid',
      amountSen: 4_000,
      originalId: consolidated.id,
      code: `RN-${first.refNo}-${note?.refundId}`,
    });
    // The refund recorded before the consolidated invoice is netted in it, not noted.
    expect(await notesOf(refundedEarly.id)).toEqual([]);
    const atLhdn = sandbox()
      .sandbox.documents()
      .filter((entry) => entry.codeNumber === note?.code);
    expect(atLhdn.map((entry) => entry.typeCode)).toEqual(['04']);
  });

  it('calls a month past due from the 8th day after it, until it is submitted or sent again', async () => {
    await saveTestSeller(db(), t().config);
    await paidOn(12_000, '2026-08-20T15:00:00');
    const lastMinute = new Date(startOfMalaysianDay('2026-09-08').getTime() - 60_000);
    const eighthDay = startOfMalaysianDay('2026-09-08');
    expect(await consolidatedDraft(db(), '2026-08', lastMinute)).toMatchObject({
      canSubmit: true,
      pastDue: false,
    });
    expect(await consolidatedDraft(db(), '2026-08', eighthDay)).toMatchObject({
      canSubmit: true,
      pastDue: true,
    });
    // A month without sales has nothing to submit, so nothing is late.
    expect((await consolidatedDraft(db(), '2026-06', eighthDay)).pastDue).toBe(false);

    await submitConsolidated(db(), '2026-08', eighthDay);
    expect((await consolidatedDraft(db(), '2026-08', eighthDay)).pastDue).toBe(false);
    await db().update(eInvoices).set({ state: 'invalid' }).where(eq(eInvoices.code, 'CON-2026-08'));
    expect((await consolidatedDraft(db(), '2026-08', eighthDay)).pastDue).toBe(true);
  });

  it('keeps a sale above RM10,000 out of the consolidated e-invoice', async () => {
    await paidOn(1_000_000, '2026-07-02T10:00:00');
    await paidOn(1_000_001, '2026-07-03T10:00:00');
    await paidOn(30_000, '2026-07-04T10:00:00');
    const draft = await consolidatedDraft(db(), '2026-07', myt('2026-08-02T10:00:00'));
    expect(draft).toMatchObject({ orderCount: 2, totalSen: 1_030_000 });
  });

  it("answers a refund of an order with the buyer's own e-invoice with a note referring to it", async () => {
    await saveTestSeller(db(), t().config);
    const order = await insertOrder(db(), { totalSen: 12_000 });
    const asked = await post(t().app, '/e-invoices/request', { token: order.token, ...BUYER_FORM });
    expect(asked.status).toBe(200);
    await settle();
    const invoice = await rowOf(db(), `INV-${order.refNo}`);
    expect(invoice.state).toBe('valid');

    await refund(order.id, 2_500, 'BT-OWN');
    await settle();
    const notes = await notesOf(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ state: 'valid', amountSen: 2_500, originalId: invoice.id });
  });
});
