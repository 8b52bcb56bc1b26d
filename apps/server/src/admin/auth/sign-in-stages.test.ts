import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminRecoveryCodes, adminUsers } from '../../db/schema';
import {
  AdminBrowser,
  STAFF_PASSWORD,
  forgetLastTotpStep,
  signedInOwner,
  tokenOf,
} from '../../test/admin-client';
import { useTestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { createOwner } from '../create-owner';
import { currentTotp } from '../core/totp';

describe.each(testDrivers())('back-office sign-in stages on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1' } });
  let n = 0;
  const freshEmail = () => `stage${(n += 1)}-${driver}@nyiur.test`;
  const db = () => t().database.db;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('issues a new session token once the code is proven; the first one opens nothing', async () => {
    const email = freshEmail();
    const { secret } = await signedInOwner(t().app, db(), email);
    const browser = new AdminBrowser(t().app);
    await browser.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
    const passwordToken = browser.cookie;
    await forgetLastTotpStep(db(), email);
    const proven = await browser.post('/admin/auth/totp', { code: currentTotp(secret) });
    expect(proven.status).toBe(200);
    expect(proven.cookie).toMatch(/^[\w-]{40,}$/);
    expect(browser.cookie).not.toBe(passwordToken);
    expect((await browser.post('/admin/auth/me')).status).toBe(200);

    const stolen = new AdminBrowser(t().app);
    stolen.cookie = passwordToken;
    expect((await stolen.post('/admin/auth/me')).status).toBe(401);
  });

  it('lets an account without an authenticator enrol only through its set-up link', async () => {
    const email = freshEmail();
    const { setupUrl } = await createOwner(db(), email, 'http://shop.test');
    const first = new AdminBrowser(t().app);
    await first.post('/admin/auth/setup', {
      token: tokenOf(setupUrl),
      name: 'Aisyah',
      password: STAFF_PASSWORD,
    });
    // Stopped before the authenticator: the password alone reaches no enrolment.
    const other = new AdminBrowser(t().app);
    const signIn = await other.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(
      'This account has not finished setting up its authenticator. Use your set-up link, or ask the owner for a new one.',
    );
    expect((await other.post('/admin/auth/enrol-start')).status).toBe(401);
    // The set-up session itself still enrols, and its token is replaced once it has.
    const setupToken = first.cookie;
    const start = await first.post('/admin/auth/enrol-start');
    const confirm = await first.post('/admin/auth/enrol-confirm', {
      code: currentTotp(String(start.body.data?.['secret'])),
    });
    expect(confirm.status).toBe(200);
    expect(first.cookie).not.toBe(setupToken);
  });

  it('lets only the newest create-owner link work', async () => {
    const email = freshEmail();
    const first = await createOwner(db(), email, 'http://shop.test');
    const second = await createOwner(db(), email, 'http://shop.test');
    expect(second.created).toBe(false);
    const use = (url: string) =>
      new AdminBrowser(t().app).post('/admin/auth/setup', {
        token: tokenOf(url),
        name: 'Aisyah',
        password: STAFF_PASSWORD,
      });
    expect((await use(first.setupUrl)).status).toBe(422);
    expect((await use(second.setupUrl)).status).toBe(200);
  });

  it('answers known and unknown e-mails alike, and counts them alike', async () => {
    const known = freshEmail();
    await signedInOwner(t().app, db(), known);
    const unknown = `nobody-${known}`;
    const answers = async (email: string, address: string) => {
      const out: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const answer = await new AdminBrowser(t().app).post(
          '/admin/auth/sign-in',
          { email, password: `wrong password ${i}` },
          from(address),
        );
        out.push(`${answer.status} ${answer.body.message}`);
      }
      return out;
    };
    const wrong = '400 The e-mail or password is incorrect.';
    const wait = '429 Too many failed attempts. Please wait and try again later.';
    const expected = [wrong, wrong, wrong, wrong, wrong, wrong, wait];
    expect(await answers(known, '198.51.100.10')).toEqual(expected);
    expect(await answers(unknown, '198.51.100.11')).toEqual(expected);
  });

  it("cannot lock the owner out: the owner's own address still signs in", async () => {
    const email = freshEmail();
    const { secret } = await signedInOwner(t().app, db(), email);
    for (let i = 0; i < 8; i += 1) {
      await new AdminBrowser(t().app).post(
        '/admin/auth/sign-in',
        { email, password: `stranger ${i}` },
        from('203.0.113.66'),
      );
    }
    const stranger = await new AdminBrowser(t().app).post(
      '/admin/auth/sign-in',
      { email, password: STAFF_PASSWORD },
      from('203.0.113.66'),
    );
    expect(stranger.status).toBe(429);
    const owner = new AdminBrowser(t().app);
    const first = await owner.post(
      '/admin/auth/sign-in',
      { email, password: STAFF_PASSWORD },
      from('192.0.2.20'),
    );
    expect(first.status).toBe(200);
    await forgetLastTotpStep(db(), email);
    const second = await owner.post(
      '/admin/auth/totp',
      { code: currentTotp(secret) },
      from('192.0.2.20'),
    );
    expect(second.status).toBe(200);
  });

  it('caps one address over many e-mails', async () => {
    const address = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const answer = await new AdminBrowser(t().app).post(
        '/admin/auth/sign-in',
        { email: `spray${i}-${driver}@nyiur.test`, password: 'not the password' },
        from(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([400, 429]);
  });

  it('keeps authenticator secrets encrypted and recovery codes salted in the database', async () => {
    const email = freshEmail();
    const { secret, recoveryCodes } = await signedInOwner(t().app, db(), email);
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.email, email));
    expect(row?.totpSecret).toMatch(/^v1:/);
    expect(row?.totpSecret).not.toContain(secret);
    const hashes = await db()
      .select({ hash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, row?.id ?? 0));
    expect(hashes).toHaveLength(10);
    const salts = new Set(hashes.map(({ hash }) => hash.split('$')[1]));
    expect(salts.size).toBe(10);
    // A code's plain SHA-256 is not what is stored.
    const { createHash } = await import('node:crypto');
    const plain = createHash('sha256').update(String(recoveryCodes[0])).digest('hex');
    expect(hashes.map(({ hash }) => hash)).not.toContain(plain);
  });

  it('encrypts a secret and salts codes stored in plain text before, at the next start', async () => {
    const email = freshEmail();
    const { secret, recoveryCodes } = await signedInOwner(t().app, db(), email);
    const { createHash } = await import('node:crypto');
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.email, email));
    const id = row?.id ?? 0;
    // As an older version stored them.
    await db().update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.id, id));
    await db().delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, id));
    await db()
      .insert(adminRecoveryCodes)
      .values(
        recoveryCodes.map((code) => ({
          adminId: id,
          codeHash: createHash('sha256').update(code).digest('hex'),
        })),
      );
    const { sealStoredSecrets } = await import('../core/seal-stored-secrets');
    expect(await sealStoredSecrets(db(), t().config)).toBeGreaterThanOrEqual(11);
    const [after] = await db().select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(after?.totpSecret).toMatch(/^v1:/);
    const left = await db()
      .select()
      .from(adminRecoveryCodes)
      .where(
        sql`${adminRecoveryCodes.adminId} = ${id} and ${adminRecoveryCodes.codeHash} not like 's1$%'`,
      );
    expect(left).toEqual([]);
    // Both still sign in.
    for (const proof of [{ code: 'totp' }, { recovery_code: recoveryCodes[1] }]) {
      const browser = new AdminBrowser(t().app);
      await browser.post('/admin/auth/sign-in', { email, password: STAFF_PASSWORD });
      await forgetLastTotpStep(db(), email);
      const body = 'code' in proof ? { code: currentTotp(secret) } : proof;
      expect((await browser.post('/admin/auth/totp', body)).status).toBe(200);
    }
  });
});
