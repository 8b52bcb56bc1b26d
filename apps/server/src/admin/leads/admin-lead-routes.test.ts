import { adminContract, contactCreate, type AdminLead } from '@nyiur/api';
import type { AdminRole } from '@nyiur/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contacts, referralCodes } from '../../db/schema';
import { post, uniqueEmail } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { AdminBrowser, staffOf } from '../../test/admin-client';

const {
  adminLeadList,
  adminLeadMarkHandled,
  adminLeadApproveAffiliate,
  adminLeadDeclineAffiliate,
} = adminContract;

/*
 * The Leads screen's calls over HTTP behind the real back-office sign-in, and the unsubscribe
 * link every newsletter subscriber gets.
 */
describe.each(testDrivers())('admin lead routes on %s', (driver) => {
  const t = useTestApp(driver);
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `leads-${driver}`);
  const as = async (role: AdminRole | 'none', path: string, body: unknown) =>
    role === 'none'
      ? new AdminBrowser(t().app).post(path, body)
      : (await staff.browserFor(role)).post(path, body);

  const enquire = async (
    kind: 'contact' | 'affiliate',
    overrides: Record<string, unknown> = {},
  ) => {
    const email = uniqueEmail(kind);
    const answer = await post(t().app, contactCreate.path, {
      name: 'Siti Aminah',
      mobile: '0123456789',
      email,
      country: 'Malaysia',
      comments: kind === 'contact' ? 'Do you ship to Kuching?' : 'I write about keto',
      contact_type: kind,
      is_pro: '0',
      ...(kind === 'affiliate' ? { is_content_creator: '1', is_blog_writer: '0' } : {}),
      ...overrides,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { id: (answer.body.data as { id: number }).id, email };
  };

  const subscribe = async () => {
    const email = uniqueEmail('news');
    const answer = await post(t().app, contactCreate.path, {
      email,
      contact_type: 'subscriber',
      is_pro: '0',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { id: (answer.body.data as { id: number }).id, email };
  };

  const list = async (body: Record<string, unknown>, role: AdminRole = 'marketing') => {
    const answer = await as(role, adminLeadList.path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { leads: AdminLead[]; next_before_id: number | null };
  };

  it('lists one tab newest first, searched by e-mail, and pages with before_id', async () => {
    const first = await enquire('contact');
    const second = await enquire('contact');
    await enquire('affiliate');
    const tab = await list({ tab: 'contact' });
    expect(tab.leads.every((lead) => lead.kind === 'contact')).toBe(true);
    const ids = tab.leads.map((lead) => lead.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);

    const found = await list({ tab: 'contact', q: first.email.toUpperCase() });
    expect(found.leads.map((lead) => lead.id)).toEqual([first.id]);
    expect(found.leads[0]).toMatchObject({ name: 'Siti Aminah', handled_at: null });
    expect((await list({ tab: 'affiliate', q: first.email })).leads).toEqual([]);

    const older = await list({ tab: 'contact', before_id: second.id });
    expect(older.leads.map((lead) => lead.id)).not.toContain(second.id);
    expect(older.leads.map((lead) => lead.id)).toContain(first.id);
  });

  it('marks a message handled once, audit-logged, and refuses other kinds', async () => {
    const message = await enquire('contact');
    const answer = await as('marketing', adminLeadMarkHandled.path, { id: message.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const handledAt = (answer.body.data?.['lead'] as AdminLead).handled_at;
    expect(handledAt).not.toBeNull();
    const again = await as('owner', adminLeadMarkHandled.path, { id: message.id });
    expect((again.body.data?.['lead'] as AdminLead).handled_at).toBe(handledAt);
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityId, String(message.id))));
    expect(trail.map((entry) => entry.action)).toEqual(['lead.mark_handled']);

    const affiliate = await enquire('affiliate');
    expect((await as('owner', adminLeadMarkHandled.path, { id: affiliate.id })).status).toBe(404);
    expect((await as('packer', adminLeadMarkHandled.path, { id: message.id })).status).toBe(403);
    expect((await as('none', adminLeadMarkHandled.path, { id: message.id })).status).toBe(401);
  });

  it('approves an affiliate: a referral code is made, stored and e-mailed', async () => {
    const applicant = await enquire('affiliate');
    const answer = await as('marketing', adminLeadApproveAffiliate.path, { id: applicant.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lead = answer.body.data?.['lead'] as AdminLead;
    expect(lead.decision).toBe('approved');
    expect(lead.referral_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const code = String(lead.referral_code);
    const [row] = await db().select().from(referralCodes).where(eq(referralCodes.code, code));
    expect(row?.kind).toBe('affiliate');

    await t().ctx.outbox.drain();
    const mail = t()
      .mail.to(applicant.email)
      .find((message) => message.subject.includes(code));
    expect(mail?.text).toContain(`Your referral code is ${code}`);

    // Approving twice makes no second code; declining after approval is refused.
    const again = await as('owner', adminLeadApproveAffiliate.path, { id: applicant.id });
    expect((again.body.data?.['lead'] as AdminLead).referral_code).toBe(code);
    const decline = await as('owner', adminLeadDeclineAffiliate.path, { id: applicant.id });
    expect(decline.status).toBe(409);
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(applicant.id)));
    expect(actions.map((entry) => entry.action)).toEqual(['lead.approve_affiliate']);
  });

  it('declines an affiliate without a code or a mail, and packers cannot', async () => {
    const applicant = await enquire('affiliate');
    expect((await as('packer', adminLeadDeclineAffiliate.path, { id: applicant.id })).status).toBe(
      403,
    );
    const answer = await as('owner', adminLeadDeclineAffiliate.path, { id: applicant.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.['lead']).toMatchObject({ decision: 'declined', referral_code: null });
    await t().ctx.outbox.drain();
    expect(
      t()
        .mail.to(applicant.email)
        .filter((message) => message.subject.includes('referral code')),
    ).toEqual([]);
    const approve = await as('owner', adminLeadApproveAffiliate.path, { id: applicant.id });
    expect(approve.status).toBe(409);
  });

  it('welcomes a subscriber with an unsubscribe link that works, twice over', async () => {
    const subscriber = await subscribe();
    await t().ctx.outbox.drain();
    const [welcome] = t().mail.to(subscriber.email);
    const link = /Unsubscribe: (\S+)/.exec(welcome?.text ?? '')?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=[0-9a-f]{64}$/);
    expect(welcome?.html).toContain(`href="${String(link)}"`);
    const url = new URL(String(link));

    for (let visit = 0; visit < 2; visit += 1) {
      const page = await t().app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('You are unsubscribed');
    }
    const [row] = await db().select().from(contacts).where(eq(contacts.id, subscriber.id));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const listed = await list({ tab: 'subscriber', q: subscriber.email });
    expect(listed.leads[0]?.unsubscribed_at).toBe(row?.unsubscribedAt?.toISOString());

    const unknown = await t().app.inject({
      method: 'GET',
      url: `/unsubscribe?token=${'0'.repeat(64)}`,
      headers: { host: url.host },
    });
    expect(unknown.statusCode).toBe(404);
    const oneClick = await t().app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host },
    });
    expect(oneClick.statusCode).toBe(200);

    // Signing up again subscribes again.
    const again = await post(t().app, contactCreate.path, {
      email: subscriber.email,
      contact_type: 'subscriber',
      is_pro: '0',
    });
    expect(again.status).toBe(200);
    const [back] = await db().select().from(contacts).where(eq(contacts.id, subscriber.id));
    expect(back?.unsubscribedAt).toBeNull();
  });

  it('exports each tab as CSV for leads staff only', async () => {
    const applicant = await enquire('affiliate', { name: '=HYPERLINK("x")' });
    await as('owner', adminLeadApproveAffiliate.path, { id: applicant.id });
    const get = async (role: AdminRole | 'none', query: string) => {
      const cookie = role === 'none' ? undefined : (await staff.browserFor(role)).cookie;
      return t().app.inject({
        method: 'GET',
        url: `/api/admin/leads.csv?${query}`,
        headers: cookie ? { cookie: `nyiur_admin=${cookie}` } : {},
      });
    };
    expect((await get('none', 'tab=affiliate')).statusCode).toBe(401);
    expect((await get('packer', 'tab=affiliate')).statusCode).toBe(403);
    expect((await get('marketing', 'tab=nope')).statusCode).toBe(422);
    const csv = await get('marketing', `tab=affiliate&q=${encodeURIComponent(applicant.email)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-affiliate-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.split('\r\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      '\ufeffReceived at (MYT),Name,E-mail,Phone,Country,Content creator,Blog writer,About them,Decision,Decided at (MYT),Referral code',
    );
    expect(lines[1]).toContain(
      `"'=HYPERLINK(""x"")",${applicant.email},0123456789,Malaysia,yes,no`,
    );
    expect(lines[1]).toMatch(/,approved,[\d-]+ [\d:]+,[0-9A-HJKMNP-TV-Z]{8}$/);

    const subscriber = await subscribe();
    const subscribers = await get(
      'owner',
      `tab=subscriber&q=${encodeURIComponent(subscriber.email)}`,
    );
    const rows = subscribers.body.split('\r\n').filter((line) => line.length > 0);
    expect(rows[0]).toBe(
      '\ufeffSubscribed at (MYT),E-mail,Professional,Status,Unsubscribed at (MYT)',
    );
    expect(rows[1]).toMatch(new RegExp(`,${subscriber.email},no,subscribed,$`));
  });
});
