import type { FastifyInstance } from 'fastify';
import { ADMIN_COOKIE } from '../http/admin-session';
import { currentTotp } from '../admin/core/totp';
import { createOwner } from '../admin/create-owner';
import type { Database } from '../db/database';
import { sql } from 'drizzle-orm';
import { adminUsers } from '../db/schema';

export interface AdminAnswer {
  readonly status: number;
  readonly body: { code: number; message: string; data?: Record<string, unknown> };
  readonly cookie: string | undefined;
}

/** A browser of the back office: keeps its session cookie and sends the CSRF header. */
export class AdminBrowser {
  cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async post(
    path: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<AdminAnswer> {
    const response = await this.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        'content-type': 'application/json',
        'x-nyiur-admin': '1',
        ...(this.cookie ? { cookie: `${ADMIN_COOKIE}=${this.cookie}` } : {}),
        ...headers,
      },
      payload: JSON.stringify(body),
    });
    const set = response.cookies.find((cookie) => cookie.name === ADMIN_COOKIE);
    if (set) this.cookie = set.value === '' ? undefined : set.value;
    return { status: response.statusCode, body: response.json(), cookie: set?.value };
  }
}

export const STAFF_PASSWORD = 'kelapa muda segar 2026';

/** The set-up token inside a set-up link. */
export const tokenOf = (setupUrl: string): string =>
  new URL(setupUrl).searchParams.get('token') ?? '';

/**
 * An account made through a set-up link, enrolled with an authenticator, and signed in: answers
 * the browser and the account's TOTP secret.
 */
export async function enrolledAdmin(
  app: FastifyInstance,
  setupUrl: string,
): Promise<{ browser: AdminBrowser; secret: string; recoveryCodes: string[] }> {
  const browser = new AdminBrowser(app);
  const setup = await browser.post('/admin/auth/setup', {
    token: tokenOf(setupUrl),
    name: 'Aisyah',
    password: STAFF_PASSWORD,
  });
  if (setup.status !== 200) throw new Error(`set-up failed: ${JSON.stringify(setup.body)}`);
  const start = await browser.post('/admin/auth/enrol-start');
  const secret = String(start.body.data?.['secret']);
  const confirm = await browser.post('/admin/auth/enrol-confirm', { code: currentTotp(secret) });
  if (confirm.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(confirm.body)}`);
  return { browser, secret, recoveryCodes: confirm.body.data?.['recovery_codes'] as string[] };
}

/** A fresh owner, enrolled and signed in. */
export async function signedInOwner(app: FastifyInstance, db: Database, email: string) {
  const { setupUrl } = await createOwner(db, email, 'http://shop.test');
  return enrolledAdmin(app, setupUrl);
}

/** Lets the next TOTP code of this account be accepted at once (tests cannot wait 30 s). */
export const forgetLastTotpStep = (db: Database, email: string) =>
  db
    .update(adminUsers)
    .set({ totpLastStep: 0 })
    .where(sql`lower(${adminUsers.email}) = ${email}`);

/**
 * One signed-in browser per role on one database: an owner set up through the create-owner
 * link, the others invited by that owner, each enrolled with an authenticator. `proofAge` moves
 * a role's last password or code proof into the past (refunds and roles then ask again).
 */
export function staffOf(app: () => FastifyInstance, db: () => Database, label: string) {
  const browsers = new Map<string, AdminBrowser>();
  const emails = new Map<string, string>();
  let owner: AdminBrowser | undefined;
  const browserFor = async (role: 'owner' | 'packer' | 'marketing'): Promise<AdminBrowser> => {
    const known = browsers.get(role);
    if (known) return known;
    if (!owner) {
      const email = `${label}-owner@nyiur.test`;
      owner = (await signedInOwner(app(), db(), email)).browser;
      browsers.set('owner', owner);
      emails.set('owner', email);
      if (role === 'owner') return owner;
    }
    const email = `${label}-${role}@nyiur.test`;
    // Inviting asks for a fresh proof: the owner has just given one.
    await db().execute(
      sql`update admin_sessions set authenticated_at = now()
          where admin_id = (select id from admin_users where lower(email) = ${emails.get('owner') ?? ''})`,
    );
    const invite = await owner.post('/admin/staff/invite', { email, role });
    if (invite.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invite.body)}`);
    const { browser } = await enrolledAdmin(app(), String(invite.body.data?.['setup_url']));
    browsers.set(role, browser);
    emails.set(role, email);
    return browser;
  };
  const proofAge = async (role: 'owner' | 'packer' | 'marketing', minutes: number) => {
    await browserFor(role);
    await db().execute(
      sql`update admin_sessions set authenticated_at = now() - make_interval(mins => ${minutes})
          where admin_id = (select id from admin_users where lower(email) = ${emails.get(role) ?? ''})`,
    );
  };
  return { browserFor, proofAge };
}
