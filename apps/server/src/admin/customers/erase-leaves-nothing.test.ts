import { randomInt } from 'node:crypto';
import { adminContract, contactCreate } from '@nyiur/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantAffiliateCode } from '../../db/affiliate-codes';
import { emailOutbox, referralCodes } from '../../db/schema';
import { post, registerMember } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { staffOf } from '../../test/admin-client';
import { insertOrder } from '../orders/order-fixture';
import { PERSONAL_DATA_MAP } from './personal-data-map';

const { adminCustomerErase, adminOrderAddNote, adminOrderCancel, adminOrderGet } = adminContract;

const letters = (count: number) =>
  Array.from({ length: count }, () => 'abcdefghjkmnpqrstuvwxyz'[randomInt(23)]).join('');

/* After an erase, no column of any table holds the member's e-mail, phone, name or old code. */
describe.each(testDrivers())('the PDPA erase on %s', (driver) => {
  const t = useTestApp(driver, { env: { SHOP_ALERT_EMAIL: 'owner-alerts@shop.test' } });
  const db = () => t().database.db;
  const staff = staffOf(() => t().app, db, `erase-sweep-${driver}`);
  const asOwner = async (path: string, body: unknown) => {
    await staff.proofAge('owner', 0);
    const answer = await (await staff.browserFor('owner')).post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer;
  };

  /** Every table and column (by the map) whose text holds the needle, lower-case. */
  const holders = async (needle: string, digitsOnly = false): Promise<string[]> => {
    const found: string[] = [];
    for (const column of Object.keys(PERSONAL_DATA_MAP)) {
      const [table, name] = column.split('.') as [string, string];
      const value = sql`lower(${sql.identifier(table)}.${sql.identifier(name)}::text)`;
      const text = digitsOnly ? sql`regexp_replace(${value}, '[^0-9]', '', 'g')` : value;
      const answer = await db().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(${text}, ${needle}) > 0`,
      );
      const [row] = (answer as unknown as { rows: { n: number }[] }).rows;
      if ((row?.n ?? 0) > 0) found.push(column);
    }
    return found;
  };

  it('leaves no e-mail, phone, name or name-made code anywhere, alerts and audit text included', async () => {
    const first = 'Siti';
    const last = `Rahimah${letters(6)}`;
    const fullName = `${first} ${last}`;
    const phone = `019${String(randomInt(1e7)).padStart(7, '0')}`;
    const member = await registerMember(t().app, { first_name: first, last_name: last });
    const email = member.email.toLowerCase();

    // A referral code says nothing about its owner.
    const code = await db().transaction((tx) => grantAffiliateCode(tx, member.id));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(code.startsWith('SITI')).toBe(false);
    // A name-made code from before codes were random: the erase replaces it too.
    const oldCode = `SITI${randomInt(1000, 10_000)}`;
    await db()
      .insert(referralCodes)
      .values({ code: oldCode, kind: 'affiliate', ownerUserId: member.id });

    // A wrong password leaves a counter keyed by the e-mail.
    const wrong = await t().app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-type': 'public' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: member.email,
        password: 'not the password',
      }).toString(),
    });
    expect(wrong.statusCode).toBe(400);

    // An enquiry: the owner's alert carries name, e-mail and phone.
    const enquiry = await post(t().app, contactCreate.path, {
      name: fullName,
      mobile: phone,
      email: member.email,
      country: 'Malaysia',
      comments: 'Is it halal?',
      contact_type: 'contact',
      is_pro: '0',
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(200);
    // An alert that only carries the phone, written the way people write it.
    await db()
      .insert(emailOutbox)
      .values({
        toAddress: 'owner-alerts@shop.test',
        subject: 'Call back',
        textBody: `Please call +60 ${phone.slice(1, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`,
        htmlBody: '<p>Please call</p>',
      });
    const alerts = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'owner-alerts@shop.test'));
    expect(alerts.some((mail) => mail.textBody.includes(member.email))).toBe(true);

    // Staff write about them on an order, and cancel another with a reason.
    const order = await insertOrder(db(), {
      userId: member.id,
      email: member.email,
      phone,
      firstName: first,
      lastName: last,
    });
    const pending = await insertOrder(db(), {
      userId: member.id,
      email: member.email,
      phone,
      firstName: first,
      lastName: last,
      status: 'Pending',
    });
    await asOwner(adminOrderAddNote.path, {
      id: order.id,
      text: `${fullName} asked for a call on ${phone}`,
    });
    await asOwner(adminOrderCancel.path, { id: pending.id, reason: `${fullName} paid twice` });
    const trailBefore = (await asOwner(adminOrderGet.path, { id: order.id })).body.data as {
      trail: { action: string; after: Record<string, unknown> | null }[];
    };
    expect(
      trailBefore.trail.find((entry) => entry.action === 'order.add-note')?.after,
    ).toMatchObject({
      text: `${fullName} asked for a call on ${phone}`,
    });

    expect(await holders(email)).toContain('attempt_throttles.key');
    expect(await holders(fullName.toLowerCase())).toContain('order_notes.text');

    await asOwner(adminCustomerErase.path, { id: member.id });

    expect(await holders(email)).toEqual([]);
    expect(await holders(last.toLowerCase())).toEqual([]);
    expect(await holders(phone)).toEqual([]);
    expect(await holders(phone.slice(1), true)).toEqual([]);
    expect(await holders(code.toLowerCase())).toEqual([]);
    expect(await holders(oldCode.toLowerCase())).toEqual([]);

    // The entries stay, with their personal text marked as erased.
    const trailAfter = (await asOwner(adminOrderGet.path, { id: order.id })).body.data as {
      trail: { action: string; after: Record<string, unknown> | null }[];
      notes: { text: string }[];
    };
    expect(
      trailAfter.trail.find((entry) => entry.action === 'order.add-note')?.after,
    ).toMatchObject({
      text: 'Erased',
    });
    expect(trailAfter.notes.map((note) => note.text)).toEqual(['Erased']);
    // The owner's alert row stays addressed to the owner, blanked.
    const kept = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'owner-alerts@shop.test'));
    expect(kept.filter((mail) => mail.subject === 'Erased').length).toBeGreaterThanOrEqual(2);
    // The member still has one affiliate code, a new one.
    const codes = await db()
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.ownerUserId, member.id));
    expect(codes).toHaveLength(2);
    for (const row of codes) expect(row.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
