import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions, adminUsers, auditLog } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { currentTotp } from '../core/totp';
import { createOwner } from '../create-owner';
import {
  AdminBrowser,
  STAFF_PASSWORD,
  enrolledAdmin,
  forgetLastTotpStep,
  tokenOf,
} from '../../test/admin-client';

// The release as `pnpm changeset version` wrote it; the back office shows it.
const serverPackageVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe.each(testDrivers())('back-office sign-in on %s', (driver) => {
  const t = useTestApp(driver);
  let n = 0;
  const freshEmail = () => `owner${(n += 1)}-${driver}@nyiur.test`;

  it('sets up the first owner from the one-time link, enrols TOTP, and signs in with a code', async () => {
    const email = freshEmail();
    const { setupUrl } = await createOwner(t().database.db, email, t().config.publicBaseUrl);
    expect(setupUrl).toMatch(/^http:\/\/shop\.test\/admin\/setup\?token=[\w-]{40,}$/);

    const { browser, secret, recoveryCodes } = await enrolledAdmin(t().app, setupUrl);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const me = await browser.post('/admin/auth/me');
    expect(me.body.data).toMatchObject({
      admin: { email, role: 'owner' },
      shop_version: serverPackageVersion,
    });

    // The link works once.
    const again = await new AdminBrowser(t().app).post('/admin/auth/setup', {
      token: tokenOf(setupUrl),
      name: 'Someone',
      password: 'another long password',
    });
    expect(again.status).toBe(422);

    // A new browser: password, then the code.
    const phone = new AdminBrowser(t().app);
    const first = await phone.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
    expect(first.body.data).toEqual({ step: 'totp' });
    // Past the password only: nothing else opens.
    expect((await phone.post('/admin/auth/me')).status).toBe(401);
    await forgetLastTotpStep(t().database.db, email);
    const second = await phone.post('/admin/auth/totp', { code: currentTotp(secret) });
    expect(second.status).toBe(200);
    expect((await phone.post('/admin/auth/me')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly, Secure, SameSite=Strict on the admin API path', async () => {
    const { setupUrl } = await createOwner(t().database.db, freshEmail(), 'http://shop.test');
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/admin/auth/setup',
      headers: { 'content-type': 'application/json', 'x-nyiur-admin': '1' },
      payload: JSON.stringify({ token: tokenOf(setupUrl), name: 'A', password: STAFF_PASSWORD }),
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^nyiur_admin=[\w-]+;/);
    for (const part of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/api/admin']) {
      expect(header).toContain(part);
    }
  });

  it('refuses a call without the back-office header (CSRF)', async () => {
    const { browser } = await enrolledAdmin(
      t().app,
      (await createOwner(t().database.db, freshEmail(), 'http://shop.test')).setupUrl,
    );
    const forged = await browser.post('/admin/auth/me', {}, { 'x-nyiur-admin': '0' });
    expect(forged.status).toBe(403);
  });

  it('takes a recovery code once, and a TOTP code once', async () => {
    const email = freshEmail();
    const { secret, recoveryCodes } = await enrolledAdmin(
      t().app,
      (await createOwner(t().database.db, email, 'http://shop.test')).setupUrl,
    );
    const [code] = recoveryCodes;
    for (const expected of [200, 422]) {
      const browser = new AdminBrowser(t().app);
      await browser.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
      const answer = await browser.post('/admin/auth/totp', { recovery_code: code });
      expect(answer.status).toBe(expected);
    }
    await forgetLastTotpStep(t().database.db, email);
    const totp = currentTotp(secret);
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      const browser = new AdminBrowser(t().app);
      await browser.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
      statuses.push((await browser.post('/admin/auth/totp', { code: totp })).status);
    }
    expect(statuses).toEqual([200, 422]);
  });

  it('makes an e-mail wait after repeated wrong passwords from one address', async () => {
    const email = freshEmail();
    await enrolledAdmin(
      t().app,
      (await createOwner(t().database.db, email, 'http://shop.test')).setupUrl,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const browser = new AdminBrowser(t().app);
      const answer = await browser.post('/admin/auth/sign-in', {
        email,
        password: `wrong password ${i}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses[6]).toBe(429);
    // Even the right password waits now, from this address.
    const right = await new AdminBrowser(t().app).post('/admin/auth/sign-in', {
      email,
      password: STAFF_PASSWORD,
    });
    expect(right.status).toBe(429);
  });

  it('ends a session after 30 idle minutes and after 12 hours, and everywhere on request', async () => {
    const email = freshEmail();
    const { secret, browser } = await enrolledAdmin(
      t().app,
      (await createOwner(t().database.db, email, 'http://shop.test')).setupUrl,
    );
    const db = t().database.db;
    const [owner] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
    const sessionsOf = () =>
      db
        .select()
        .from(adminSessions)
        .where(eq(adminSessions.adminId, owner?.id ?? 0));

    await db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(adminSessions.adminId, owner?.id ?? 0));
    expect((await browser.post('/admin/auth/me')).status).toBe(401);

    const signIn = async () => {
      const b = new AdminBrowser(t().app);
      await b.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
      await forgetLastTotpStep(db, email);
      await b.post('/admin/auth/totp', { code: currentTotp(secret) });
      return b;
    };
    const laptop = await signIn();
    await db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.adminId, owner?.id ?? 0));
    expect((await laptop.post('/admin/auth/me')).status).toBe(401);

    const phone = await signIn();
    const tablet = await signIn();
    expect((await tablet.post('/admin/auth/me')).status).toBe(200);
    expect((await phone.post('/admin/auth/sign-out-everywhere')).status).toBe(200);
    expect((await tablet.post('/admin/auth/me')).status).toBe(401);
    expect((await phone.post('/admin/auth/me')).status).toBe(401);
    expect((await sessionsOf()).every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('keeps an append-only audit log: the database refuses UPDATE and DELETE', async () => {
    const db = t().database.db;
    await createOwner(db, freshEmail(), 'http://shop.test');
    const [entry] = await db.select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      db
        .update(auditLog)
        .set({ action: 'tampered' })
        .where(eq(auditLog.id, entry?.id ?? 0)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry?.id ?? 0))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, entry?.id ?? 0));
    expect(still?.action).toBe(entry?.action);
  });
});
