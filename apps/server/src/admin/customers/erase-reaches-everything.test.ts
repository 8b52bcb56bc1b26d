import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { adminContract } from '@nyiur/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAffiliateCode } from '../../db/affiliate-codes';
import { contacts, eInvoices, emailOutbox } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { vouchers } from '../../db/schema/vouchers';
import { eInvoiceWorkerOf } from '../../e-invoices/e-invoice-routes';
import {
  makeDue,
  rowOf,
  saveTestSeller,
  useMyInvoisSandbox,
} from '../../e-invoices/e-invoice-test-kit';
import { post, registerMember } from '../../test/http';
import { staffOf } from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';

const { adminCustomerErase, adminVoucherCreate, adminVoucherThankLead } = adminContract;

const letters = (count: number) =>
  Array.from({ length: count }, () => 'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]).join('');
const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** What decision 0035 says the erase keeps: an e-invoice LHDN took, as the tax record. */
const KEPT_TAX_RECORD = ['e_invoices.buyer', 'e_invoices.document_json'];

/*
 * M3 of the 2026-11-28 review. After an erase, a walk over every text column of every table (read
 * from the database, not from the personal-data map) finds the person only where decision 0035
 * says the shop keeps them: the e-invoices LHDN accepted.
 */
describe.each(testDrivers())('the PDPA erase of a buyer, affiliate and lead on %s', (driver) => {
  const { env, sandbox } = useMyInvoisSandbox();
  const t = useTestApp(driver, { env });
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `erase-all-${driver}`);
  const asOwner = async (path: string, body: unknown) => {
    await staff.proofAge('owner', 0);
    const answer = await (await staff.browserFor('owner')).post(path, body);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
    return answer;
  };
  const settle = async () => {
    await makeDue(db());
    await eInvoiceWorkerOf(t().ctx).drain();
    sandbox().sandbox.validatePending();
    await makeDue(db());
    await eInvoiceWorkerOf(t().ctx).drain();
    await t().ctx.outbox.drain();
  };

  /** Every table.column of the schema whose text (or digits only) holds the needle. */
  const holders = async (needle: string, digitsOnly = false): Promise<string[]> => {
    const answer = await db().execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY',
                          'USER-DEFINED', 'xml')
      order by table_name, column_name`);
    const columns = (answer as unknown as { rows: { table_name: string; column_name: string }[] })
      .rows;
    expect(columns.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const { table_name: table, column_name: name } of columns) {
      const value = sql`lower(${sql.identifier(table)}.${sql.identifier(name)}::text)`;
      const text = digitsOnly ? sql`regexp_replace(${value}, '[^0-9]', '', 'g')` : value;
      const count = await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(${text}, ${needle.toLowerCase()}) > 0`,
      );
      const [row] = (count as unknown as { rows: { n: number }[] }).rows;
      if ((row?.n ?? 0) > 0) found.push(`${table}.${name}`);
    }
    return found;
  };

  it('leaves them only in the e-invoices LHDN took, which the print page no longer shows', async () => {
    await saveTestSeller(db(), t().config);
    const last = `Kamaruzzaman${letters(5)}`;
    const phone = `019${digits(7)}`;
    const member = await registerMember(t().app, { first_name: 'Zainab', last_name: last });
    const email = member.email.toLowerCase();
    const personalEmail = `zainab.${letters(6)}@example.net`;
    const street = `21 Jalan Privasi ${letters(5)}`;
    const tin = `IG${digits(11)}`;
    const nric = `900202-10-${digits(4)}`;
    const buyerForm = {
      name: `Zainab binti ${last}`,
      tin,
      id_type: 'NRIC',
      id_number: nric,
      email: personalEmail,
      phone: `+6${phone}`,
      address_line1: street,
      city: 'Shah Alam',
      postcode: '40000',
      state_code: '10',
    };
    const order = (status?: 'Paid') =>
      insertOrder(db(), {
        userId: member.id,
        email: member.email,
        firstName: 'Zainab',
        lastName: last,
        phone,
        ...(status ? { status } : {}),
      });

    // (a) A free-sample lead under her e-mail, thanked with a code of its own.
    const [lead] = await db()
      .insert(contacts)
      .values({ contactType: 'free_sample', name: `Zainab ${last}`, email: member.email, phone })
      .returning({ id: contacts.id });
    const thanked = await asOwner(adminVoucherThankLead.path, {
      lead_id: lead?.id,
      amount: '10.00',
      days: 30,
    });
    const thanks = (thanked.body.data as { voucher: { code: string; note: string } }).voucher;
    expect(thanks.note).toBe(`Thank-you for free-sample request ${lead?.id}`);

    // (b, c) Three e-invoices to her personal address: one cancelled with a reason naming her,
    // one valid, one still queued when she asks to be erased.
    const cancelledOrder = await order();
    const validOrder = await order();
    const queuedOrder = await order();
    for (const each of [cancelledOrder, validOrder]) {
      const asked = await post(t().app, '/e-invoices/request', {
        token: each.token,
        ...buyerForm,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    }
    await settle();
    const cancelledCode = `INV-${cancelledOrder.refNo}`;
    const validCode = `INV-${validOrder.refNo}`;
    expect((await rowOf(db(), validCode)).state).toBe('valid');
    await asOwner('/admin/e-invoices/cancel', {
      code: cancelledCode,
      reason: `Zainab ${last} asked to change her TIN`,
    });
    expect(t().mail.to(personalEmail)).toHaveLength(2);
    // One LHDN has taken but not validated yet when she is erased.
    const submittedOrder = await order();
    const submitting = await post(t().app, '/e-invoices/request', {
      token: submittedOrder.token,
      ...buyerForm,
    });
    expect(submitting.status).toBe(200);
    await makeDue(db());
    await eInvoiceWorkerOf(t().ctx).drain();
    const submittedCode = `INV-${submittedOrder.refNo}`;
    expect((await rowOf(db(), submittedCode)).state).toBe('submitted');
    const queued = await post(t().app, '/e-invoices/request', {
      token: queuedOrder.token,
      ...buyerForm,
    });
    expect(queued.status).toBe(200);
    const queuedCode = `INV-${queuedOrder.refNo}`;
    // One LHDN refused, quoting her TIN back (LHDN's answer, written as the worker stores it).
    const refusedOrder = await order();
    const refused = await post(t().app, '/e-invoices/request', {
      token: refusedOrder.token,
      ...buyerForm,
    });
    expect(refused.status).toBe(200);
    const refusedCode = `INV-${refusedOrder.refNo}`;
    await db()
      .update(eInvoices)
      .set({
        state: 'invalid',
        documentJson: JSON.stringify({ buyer: buyerForm }),
        reasons: [{ code: 'CF404', message: `Buyer TIN ${tin} is not registered` }],
      })
      .where(eq(eInvoices.code, refusedCode));

    const printUrl = `/api/e-invoices/${validCode}/print?token=${validOrder.token}`;
    const printedBefore = await t().app.inject({ method: 'GET', url: printUrl });
    expect(printedBefore.statusCode).toBe(200);
    expect(printedBefore.body).toContain(buyerForm.name);
    expect(printedBefore.body).toContain(tin);

    // (d) She is an affiliate; a voucher named after her credits her, quoted in others' mail.
    const code = await db().transaction((tx) => grantAffiliateCode(tx, member.id));
    const named = `ZAINAB${digits(3)}`;
    await asOwner(adminVoucherCreate.path, {
      code: named,
      kind: 'amount_off',
      amount: '10.00',
      percent: null,
      cap: null,
      min_spend: '0.00',
      product_ids: null,
      starts_at: null,
      ends_at: null,
      total_uses: null,
      uses_per_customer: null,
      first_order_only: false,
      members_only: false,
      show_hint: false,
      note: `For ${personalEmail}'s followers`,
      affiliate_code: code,
    });
    const follower = await insertOrder(db(), { email: 'follower@example.com' });
    await db()
      .update(salesOrders)
      .set({ voucherCode: named })
      .where(eq(salesOrders.id, follower.id));
    await db()
      .insert(emailOutbox)
      .values({
        toAddress: 'follower@example.com',
        subject: 'Your order',
        textBody: `Voucher ${named}: RM 10.00 off`,
        htmlBody: `<p>Voucher ${named}</p>`,
      });

    // Today's traces, so the checks below can fail.
    expect(await holders(personalEmail)).toContain('email_outbox.to_address');
    expect(await holders(named)).toContain('sales_orders.voucher_code');
    expect(await holders(last)).toContain('audit_log_personal.after');

    await asOwner(adminCustomerErase.path, { id: member.id });

    // What identifies only her account is gone everywhere.
    expect(await holders(email)).toEqual([]);
    expect(await holders(named)).toEqual([]);
    expect(await holders(code)).toEqual([]);
    // Her name, personal e-mail, phone, TIN, NRIC and street stay only in the tax record.
    expect(await holders(last)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(personalEmail)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(street)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(tin)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(nric.replace(/-/g, ''), true)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(phone.slice(1), true)).toEqual(KEPT_TAX_RECORD);
    // ... and the decision record names exactly that.
    const decision = readFileSync(
      new URL('../../../../../docs/decisions/0035-what-the-erase-keeps.md', import.meta.url),
      'utf8',
    );
    for (const column of KEPT_TAX_RECORD) expect(decision).toContain(`\`${column}\``);

    // Kept: the two documents LHDN took. The queued one was never sent: dropped, buyer and all.
    expect((await rowOf(db(), validCode)).buyer?.tin).toBe(tin);
    expect((await rowOf(db(), cancelledCode)).buyer?.tin).toBe(tin);
    const dropped = await rowOf(db(), queuedCode);
    expect({ state: dropped.state, buyer: dropped.buyer }).toEqual({
      state: 'cancelled',
      buyer: null,
    });
    // LHDN never accepted the refused one: nothing of her is left on it, nothing to submit again.
    const emptied = await rowOf(db(), refusedCode);
    expect({
      state: emptied.state,
      buyer: emptied.buyer,
      document: emptied.documentJson,
      reasons: emptied.reasons,
    }).toEqual({ state: 'invalid', buyer: null, document: null, reasons: null });
    const again = await (
      await staff.browserFor('owner')
    ).post('/admin/e-invoices/resubmit', { code: refusedCode });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "The buyer's details were erased on request: nothing to submit.",
    );
    // Owners still read the kept record; the bearer link no longer shows her.
    const list = await (await staff.browserFor('owner')).post('/admin/e-invoices/list');
    const documents = list.body.data?.['documents'] as { code: string; buyer_tin: string }[];
    expect(documents.find((entry) => entry.code === validCode)?.buyer_tin).toBe(tin);
    const printedAfter = await t().app.inject({ method: 'GET', url: printUrl });
    expect(printedAfter.statusCode).toBe(200);
    expect(printedAfter.body).toContain('Erased on request');
    for (const shown of [last, tin, nric, nric.replace(/-/g, ''), street]) {
      expect(printedAfter.body).not.toContain(shown);
    }

    // LHDN validates the one it had: kept, and no e-mail goes to her.
    await settle();
    expect((await rowOf(db(), submittedCode)).state).toBe('valid');
    expect(t().mail.to(personalEmail)).toHaveLength(2);
    expect(await holders(personalEmail)).toEqual(KEPT_TAX_RECORD);

    // The thank-you code and the renamed voucher still work as vouchers.
    const [renamed] = await db()
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(
        eq(
          vouchers.affiliateCode,
          sql`(select code from referral_codes where owner_user_id = ${member.id})`,
        ),
      );
    expect(renamed?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const [followerAfter] = await db()
      .select({ voucherCode: salesOrders.voucherCode })
      .from(salesOrders)
      .where(eq(salesOrders.id, follower.id));
    expect(followerAfter?.voucherCode).toBe(renamed?.code);
    const [thanksAfter] = await db()
      .select({ note: vouchers.note })
      .from(vouchers)
      .where(eq(vouchers.code, thanks.code));
    expect(thanksAfter?.note).toBe(`Thank-you for free-sample request ${lead?.id}`);
  });

  it('erases a lead without an account the same way, its guest order and e-invoice included', async () => {
    await saveTestSeller(db(), t().config);
    const last = `Hamidah${letters(5)}`;
    const phone = `017${digits(7)}`;
    const leadEmail = `hamidah.${letters(6)}@example.com`;
    const street = `8 Lorong Sulit ${letters(5)}`;
    const tin = `IG${digits(11)}`;
    const nric = `880808-14-${digits(4)}`;
    const [lead] = await db()
      .insert(contacts)
      .values({ contactType: 'free_sample', name: `Nur ${last}`, email: leadEmail, phone })
      .returning({ id: contacts.id });
    const thanked = await asOwner(adminVoucherThankLead.path, {
      lead_id: lead?.id,
      amount: '5.00',
      days: 30,
    });
    const thanksCode = (thanked.body.data as { voucher: { code: string } }).voucher.code;
    const guestOrder = await insertOrder(db(), {
      email: leadEmail,
      firstName: 'Nur',
      lastName: last,
      phone,
    });
    const asked = await post(t().app, '/e-invoices/request', {
      token: guestOrder.token,
      name: `Nur binti ${last}`,
      tin,
      id_type: 'NRIC',
      id_number: nric,
      email: leadEmail,
      phone: `+6${phone}`,
      address_line1: street,
      city: 'Ipoh',
      postcode: '30000',
      state_code: '08',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await settle();
    expect(t().mail.to(leadEmail).length).toBeGreaterThanOrEqual(2);
    expect(await holders(leadEmail)).toContain('contacts.email');

    const erased = await asOwner('/admin/leads/erase', { id: lead?.id });
    expect(erased.body.data).toMatchObject({
      lead: { id: lead?.id, name: '', email: `erased-lead-${lead?.id}@invalid`, comments: '' },
    });

    for (const needle of [leadEmail, last, street, tin]) {
      expect(await holders(needle), needle).toEqual(KEPT_TAX_RECORD);
    }
    expect(await holders(nric.replace(/-/g, ''), true)).toEqual(KEPT_TAX_RECORD);
    expect(await holders(phone.slice(1), true)).toEqual(KEPT_TAX_RECORD);
    const printed = await t().app.inject({
      method: 'GET',
      url: `/api/e-invoices/INV-${guestOrder.refNo}/print?token=${guestOrder.token}`,
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.body).toContain('Erased on request');
    expect(printed.body).not.toContain(last);
    // The thank-you code stays a voucher; only the lead behind it is gone.
    const [thanks] = await db()
      .select({ note: vouchers.note })
      .from(vouchers)
      .where(eq(vouchers.code, thanksCode));
    expect(thanks?.note).toBe(`Thank-you for free-sample request ${lead?.id}`);
  });
});
