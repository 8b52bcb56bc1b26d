import { adminContract, contactCreate, type AdminCustomerDetail } from '@nyiur/api';
import type { AdminRole } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../crypto/passwords';
import { grantAffiliateCode } from '../../db/affiliate-codes';
import { addresses, auditLog, contacts, emailOutbox, refreshTokens, users } from '../../db/schema';
import { paymentMessages } from '../../db/schema/payment-messages';
import { salesOrderItems } from '../../db/schema/sales-order-items';
import { salesOrders } from '../../db/schema/sales-orders';
import { post, registerMember, uniqueEmail, type Member } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { insertOrder } from '../orders/order-fixture';
import { AdminBrowser, staffOf } from '../../test/admin-client';

const { adminCustomerList, adminCustomerGet, adminCustomerErase } = adminContract;

/* The Customers screen's calls over HTTP behind the real back-office sign-in. */
describe.each(testDrivers())('admin customer routes on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `customers-${driver}`);
  const as = async (role: AdminRole | 'none', path: string, body: unknown, recent = true) => {
    if (role === 'none') return new AdminBrowser(t().app).post(path, body);
    await staff.proofAge(role, recent ? 0 : 10);
    return (await staff.browserFor(role)).post(path, body);
  };

  const signIn = (username: string, password: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-type': 'public' },
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    });

  const saveAddress = async (member: Member, phone: string) => {
    await db().insert(addresses).values({
      userId: member.id,
      firstName: 'Nur',
      lastName: 'Aina',
      address: '8 Jalan Kenanga',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      country: 'Malaysia',
      phoneNo: phone,
      isDefault: true,
    });
  };

  const enquire = async (email: string) => {
    const answer = await post(t().app, contactCreate.path, {
      name: 'Nur Aina',
      mobile: '0171112222',
      email,
      country: 'Malaysia',
      comments: 'Is it halal?',
      contact_type: 'contact',
      is_pro: '0',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as { id: number }).id;
  };

  /** A member with a saved address, a paid and a pending order, a code and a lead. */
  const fullMember = async () => {
    const phone = `019${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const member = await registerMember(t().app, { first_name: 'Nur', last_name: 'Zulaikha' });
    await saveAddress(member, phone);
    const paid = await insertOrder(db(), {
      userId: member.id,
      email: member.email,
      phone,
      firstName: 'Nur',
      lastName: 'Zulaikha',
      totalSen: 19_800,
    });
    const pending = await insertOrder(db(), {
      userId: member.id,
      email: member.email,
      phone,
      status: 'Pending',
      totalSen: 9_900,
    });
    const code = await db().transaction((tx) => grantAffiliateCode(tx, member.id));
    const leadId = await enquire(member.email);
    return { member, phone, paid, pending, code, leadId };
  };

  const detail = async (id: number, role: AdminRole = 'marketing') => {
    const answer = await as(role, adminCustomerGet.path, { id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data?.['customer'] as AdminCustomerDetail;
  };

  it('finds members by name, e-mail or phone, and packers cannot look', async () => {
    const { member, phone } = await fullMember();
    const other = await registerMember(t().app, { first_name: 'Mei', last_name: 'Ling' });
    const ids = async (q: string) => {
      const answer = await as('marketing', adminCustomerList.path, { q });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.data?.['customers'] as { id: number }[]).map((row) => row.id);
    };
    expect(await ids(member.email.toUpperCase())).toEqual([member.id]);
    expect(await ids(phone.slice(2))).toEqual([member.id]);
    const byName = await ids('nur zulaikha');
    expect(byName).toContain(member.id);
    expect(byName).not.toContain(other.id);
    expect(await ids('100%_nobody')).toEqual([]);

    const all = await as('owner', adminCustomerList.path, {});
    const rows = all.body.data?.['customers'] as { id: number; order_count: number }[];
    expect(rows[0]?.id).toBe(other.id);
    expect(rows.find((row) => row.id === member.id)).toMatchObject({
      order_count: 2,
      paid_total: '198.00',
      phone,
      name: 'Nur Zulaikha',
      erased: false,
    });
    expect((await as('packer', adminCustomerList.path, {})).status).toBe(403);
    expect((await as('none', adminCustomerList.path, {})).status).toBe(401);
  });

  it("shows a member's orders, addresses, referral code and leads", async () => {
    const { member, phone, paid, pending, code, leadId } = await fullMember();
    const customer = await detail(member.id);
    expect(customer).toMatchObject({
      id: member.id,
      email: member.email,
      name: 'Nur Zulaikha',
      referred_by: 'MNA001',
      referral_codes: [code],
      order_count: 2,
      paid_total: '198.00',
    });
    expect(customer.orders.map((order) => [order.ref_no, order.status, order.total])).toEqual(
      expect.arrayContaining([
        [paid.refNo, 'Paid', '198.00'],
        [pending.refNo, 'Pending', '99.00'],
      ]),
    );
    expect(customer.addresses).toEqual([
      expect.objectContaining({
        name: 'Nur Aina',
        phone,
        is_default: true,
        lines: ['8 Jalan Kenanga', '50450 Kuala Lumpur', 'Kuala Lumpur', 'Malaysia'],
      }),
    ]);
    expect(customer.leads.map((lead) => [lead.id, lead.kind])).toEqual([[leadId, 'contact']]);
    expect((await as('marketing', adminCustomerGet.path, { id: 999_999 })).status).toBe(404);
  });

  it('exports the members found as CSV, formulas disarmed', async () => {
    const { member, code } = await fullMember();
    await db().update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, member.id));
    const get = async (role: AdminRole | 'none', query: string) => {
      const cookie = role === 'none' ? undefined : (await staff.browserFor(role)).cookie;
      return t().app.inject({
        method: 'GET',
        url: `/api/admin/customers.csv?${query}`,
        headers: cookie ? { cookie: `nyiur_admin=${cookie}` } : {},
      });
    };
    expect((await get('none', '')).statusCode).toBe(401);
    expect((await get('packer', '')).statusCode).toBe(403);
    const csv = await get('marketing', `q=${encodeURIComponent(member.email)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.split('\r\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '\ufeffRegistered at (MYT),Name,E-mail,Phone,Professional,Referred by,Referral codes,Orders,Paid total (RM),Erased',
    );
    expect(lines[1]).toMatch(/^[\d-]+ [\d:]+,/);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"") Zulaikha",${member.email},`);
    expect(lines[1]).toMatch(new RegExp(`,no,MNA001,${code},2,198\\.00,no$`));
  });

  it('erases a member: personal data gone, the books kept, sign-in refused, e-mail free again', async () => {
    const { member, phone, paid, pending, leadId } = await fullMember();
    const guestOrder = await insertOrder(db(), { email: member.email.toUpperCase(), phone });
    const [mail] = await db()
      .insert(emailOutbox)
      .values({
        toAddress: member.email,
        subject: 'Your order',
        textBody: 'Nur, 8 Jalan Kenanga',
        htmlBody: '<p>Nur</p>',
      })
      .returning();
    const [message] = await db()
      .insert(paymentMessages)
      .values({
        orderId: paid.id,
        refNo: paid.refNo,
        channel: 'backend',
        fields: {
          RefNo: paid.refNo,
          Amount: '198.00',
          Status: '1',
          CCName: 'NUR ZULAIKHA',
          CCNo: '411111******1111',
        },
        outcome: 'paid',
      })
      .returning();
    const [lineBefore] = await db()
      .select()
      .from(salesOrderItems)
      .where(eq(salesOrderItems.orderId, paid.id));

    // Only the owner, and only with a fresh proof.
    expect((await as('marketing', adminCustomerErase.path, { id: member.id })).status).toBe(403);
    expect((await as('packer', adminCustomerErase.path, { id: member.id })).status).toBe(403);
    const stale = await as('owner', adminCustomerErase.path, { id: member.id }, false);
    expect(stale.status).toBe(403);
    expect(stale.body.data).toEqual({ reauth_required: true });
    expect((await db().select().from(users).where(eq(users.id, member.id)))[0]?.email).toBe(
      member.email,
    );

    // The member's access token was just found good: the erase must end it at once all the same.
    expect((await post(t().app, '/users/get', {}, member.token)).status).toBe(200);
    const answer = await as('owner', adminCustomerErase.path, { id: member.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await post(t().app, '/users/get', {}, member.token)).body.code).toBe(1002);
    const erased = answer.body.data?.['customer'] as AdminCustomerDetail;
    expect(erased).toMatchObject({
      email: `erased-${member.id}@invalid`,
      name: 'Erased',
      erased: true,
      addresses: [],
      leads: [],
      phone: '',
      order_count: 3 - 1,
      paid_total: '198.00',
    });

    const [user] = await db().select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({
      email: `erased-${member.id}@invalid`,
      firstName: 'Erased',
      lastName: '',
    });
    expect(await verifyPassword(user?.passwordHash ?? '', member.password)).toBe(false);
    expect(await db().select().from(addresses).where(eq(addresses.userId, member.id))).toEqual([]);
    const tokens = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, member.id));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    const orders = await db()
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.email, `erased-${member.id}@invalid`));
    expect(orders.map((order) => order.id).sort()).toEqual(
      [paid.id, pending.id, guestOrder.id].sort(),
    );
    for (const order of orders) {
      expect(order).toMatchObject({
        firstName: 'Erased',
        lastName: '',
        phone: '',
        address: 'Erased',
        postcode: '',
        city: '',
      });
    }
    const kept = orders.find((order) => order.id === paid.id);
    expect(kept).toMatchObject({
      totalSen: paid.totalSen,
      itemsSen: paid.itemsSen,
      status: 'Paid',
      refNo: paid.refNo,
      createdAt: paid.createdAt,
      paidAt: paid.paidAt,
    });
    const [lineAfter] = await db()
      .select()
      .from(salesOrderItems)
      .where(eq(salesOrderItems.orderId, paid.id));
    expect(lineAfter).toEqual(lineBefore);

    const [keptMessage] = await db()
      .select()
      .from(paymentMessages)
      .where(eq(paymentMessages.id, message?.id ?? 0));
    expect(keptMessage?.fields).toEqual({ RefNo: paid.refNo, Amount: '198.00', Status: '1' });

    const [lead] = await db().select().from(contacts).where(eq(contacts.id, leadId));
    expect(lead).toMatchObject({
      name: '',
      phone: '',
      comments: '',
      email: `erased-lead-${leadId}@invalid`,
    });
    const [sent] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, mail?.id ?? 0));
    expect(sent).toMatchObject({
      toAddress: `erased-${member.id}@invalid`,
      textBody: '',
      status: 'failed',
    });

    // The audit row says who erased whom, and nothing of what was erased.
    const trail = await db().select().from(auditLog).where(eq(auditLog.action, 'customer.erase'));
    const entry = trail.find((row) => row.entityId === String(member.id));
    expect(entry).toMatchObject({
      entity: 'user',
      after: expect.objectContaining({
        erased: true,
        orders_anonymised: 3,
        leads_anonymised: 1,
        addresses_removed: 1,
      }),
    });
    const recorded = JSON.stringify(entry);
    for (const personal of [member.email, phone, 'Zulaikha', 'Kenanga']) {
      expect(recorded).not.toContain(personal);
    }

    // The old session, the old password and the old e-mail no longer sign in.
    expect((await post(t().app, '/users/get', {}, member.token)).status).toBe(401);
    expect((await signIn(member.email, member.password)).statusCode).not.toBe(200);
    expect((await signIn(`erased-${member.id}@invalid`, member.password)).statusCode).not.toBe(200);

    // Erasing again changes nothing; the e-mail can register afresh.
    expect((await as('owner', adminCustomerErase.path, { id: member.id })).status).toBe(200);
    expect(trail.filter((row) => row.entityId === String(member.id))).toHaveLength(1);
    const again = await registerMember(t().app, { email: member.email });
    expect(again.id).not.toBe(member.id);
    expect((await signIn(member.email, again.password)).statusCode).toBe(200);
    expect((await detail(again.id)).orders).toEqual([]);
  });

  it('answers 404 for erasing an unknown member', async () => {
    expect((await as('owner', adminCustomerErase.path, { id: 999_999 })).status).toBe(404);
    expect(uniqueEmail()).toContain('@');
  });
});
