import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE } from '../http/admin-session';
import { registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { AdminBrowser, enrolledAdmin, signedInOwner, type AdminAnswer } from '../test/admin-client';

type Role = 'owner' | 'packer' | 'marketing';
const ROLES: readonly Role[] = ['owner', 'packer', 'marketing'];
const Y = 'allowed';
const N = 'refused';
type Verdict = typeof Y | typeof N;

interface Row {
  readonly owner: Verdict;
  readonly packer: Verdict;
  readonly marketing: Verdict;
  /** Money, roles and erasure ask for the password or a code within the last five minutes. */
  readonly stepUp?: true;
  /** A request the operation accepts from an allowed role (one order ids one that does not exist). */
  readonly sample?: unknown;
}

/**
 * Who may do what, written out from the README's role list ("What each role can do"): the owner
 * everything; a packer the order queue, order page and notes, packing slips, shipping, pick-up and
 * completion; marketing the leads, reviews and customers (not erasing one). Every back-office
 * route of the server has a row here: a new operation fails this file until it is added.
 */
const MATRIX: Record<string, Row> = {
  'POST /api/admin/auth/me': { owner: Y, packer: Y, marketing: Y },
  'POST /api/admin/auth/reauth': {
    owner: Y,
    packer: Y,
    marketing: Y,
    sample: { password: 'kelapa muda segar 2026' },
  },
  'POST /api/admin/auth/sign-out-everywhere': { owner: Y, packer: Y, marketing: Y },

  'POST /api/admin/orders/counts': { owner: Y, packer: Y, marketing: N },
  'POST /api/admin/orders/list': { owner: Y, packer: Y, marketing: N, sample: { tab: 'to_ship' } },
  'POST /api/admin/orders/get': { owner: Y, packer: Y, marketing: N, sample: { id: 999_999 } },
  'POST /api/admin/orders/slips': { owner: Y, packer: Y, marketing: N, sample: { ids: [999_999] } },
  'POST /api/admin/orders/add-note': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { id: 999_999, text: 'Call before delivery' },
  },
  'POST /api/admin/orders/ship': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: {
      shipments: [{ ref_no: 'NOPE', courier: 'Pos Laju', tracking_number: 'EP123456789MY' }],
    },
  },
  'POST /api/admin/orders/mark-ready': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { ids: [999_999] },
  },
  'POST /api/admin/orders/mark-collected': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { ids: [999_999] },
  },
  'POST /api/admin/orders/complete': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { ids: [999_999] },
  },
  'POST /api/admin/orders/cancel': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { id: 999_999, reason: 'Customer asked' },
  },
  'POST /api/admin/orders/refund': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999, amount: '10.00', method: 'bank_transfer', reference: 'TRF-1' },
  },
  'GET /api/admin/orders.csv?from=2026-10-01&to=2026-10-31': { owner: Y, packer: N, marketing: N },

  'POST /api/admin/staff/list': { owner: Y, packer: N, marketing: N },
  'POST /api/admin/staff/invite': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    // An address that is not an e-mail: refused with 422 after the checks, so nobody is invited.
    sample: { email: 'not-an-email', role: 'packer' },
  },
  'POST /api/admin/staff/set-role': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999, role: 'packer' },
  },
  'POST /api/admin/staff/disable': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/staff/enable': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/staff/sign-out': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/staff/reset-authenticator': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/staff/resend-invite': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/audit/list': { owner: Y, packer: N, marketing: N },

  'POST /api/admin/vouchers/list': { owner: Y, packer: N, marketing: Y },
  'POST /api/admin/vouchers/get': { owner: Y, packer: N, marketing: Y, sample: { id: 999_999 } },
  // An empty voucher: refused with 422 after the checks, so nothing is created.
  'POST /api/admin/vouchers/create': { owner: Y, packer: N, marketing: Y, stepUp: true },
  'POST /api/admin/vouchers/update': { owner: Y, packer: N, marketing: Y, stepUp: true },
  'POST /api/admin/vouchers/approve': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/vouchers/set-value': { owner: Y, packer: N, marketing: Y, stepUp: true },
  'POST /api/admin/vouchers/set-status': {
    owner: Y,
    packer: N,
    marketing: Y,
    sample: { id: 999_999, status: 'paused' },
  },
  'POST /api/admin/vouchers/batch': { owner: Y, packer: N, marketing: Y, stepUp: true },
  'POST /api/admin/vouchers/thank-lead': {
    owner: Y,
    packer: N,
    marketing: Y,
    stepUp: true,
    sample: { lead_id: 999_999, amount: '10.00', days: 30 },
  },
  'GET /api/admin/vouchers/uses.csv?id=999999': { owner: Y, packer: N, marketing: Y },
  'GET /api/admin/vouchers/batch.csv?batch=00000000-0000-0000-0000-000000000000': {
    owner: Y,
    packer: N,
    marketing: Y,
  },

  'POST /api/admin/leads/list': { owner: Y, packer: N, marketing: Y, sample: { tab: 'contact' } },
  'POST /api/admin/leads/mark-handled': {
    owner: Y,
    packer: N,
    marketing: Y,
    sample: { id: 999_999 },
  },
  'POST /api/admin/leads/approve-affiliate': {
    owner: Y,
    packer: N,
    marketing: Y,
    sample: { id: 999_999 },
  },
  'POST /api/admin/leads/decline-affiliate': {
    owner: Y,
    packer: N,
    marketing: Y,
    sample: { id: 999_999 },
  },
  'GET /api/admin/leads.csv?tab=contact': { owner: Y, packer: N, marketing: Y },

  'POST /api/admin/reviews/list': {
    owner: Y,
    packer: N,
    marketing: Y,
    sample: { status: 'pending' },
  },
  'POST /api/admin/reviews/approve': { owner: Y, packer: N, marketing: Y, sample: { id: 999_999 } },
  'POST /api/admin/reviews/hide': { owner: Y, packer: N, marketing: Y, sample: { id: 999_999 } },

  'POST /api/admin/customers/list': { owner: Y, packer: N, marketing: Y, sample: { q: 'aina' } },
  'POST /api/admin/customers/get': { owner: Y, packer: N, marketing: Y, sample: { id: 999_999 } },
  'POST /api/admin/leads/erase': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'POST /api/admin/customers/erase': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999 },
  },
  'GET /api/admin/customers.csv?q=aina': { owner: Y, packer: N, marketing: Y },

  'POST /api/admin/products/list': { owner: Y, packer: N, marketing: N },
  'POST /api/admin/products/update': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: {
      id: 999_999,
      status: 'hidden',
      weight_grams: 160,
      low_stock_threshold: 0,
    },
  },
  'POST /api/admin/products/stock': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999, kind: 'received', quantity: 1, expected_available: 0 },
  },
  'POST /api/admin/products/set-price': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { id: 999_999, price: '198.00' },
  },

  'POST /api/admin/affiliates/list': { owner: Y, packer: N, marketing: N },
  'POST /api/admin/affiliates/get': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { code: 'NOPE9999' },
  },
  'POST /api/admin/affiliates/update': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: {
      code: 'NOPE9999',
      rate_percent: '12.5',
      bank_name: 'Maybank',
      account_holder: 'Siti Aminah',
      account_number: '1234 5678 9012',
    },
  },
  'POST /api/admin/affiliates/payouts/mark-paid': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { month: '2026-10' },
  },
  'GET /api/admin/affiliates/payouts.csv?month=2026-10': { owner: Y, packer: N, marketing: N },

  'POST /api/admin/settings/get': { owner: Y, packer: N, marketing: N },
  'POST /api/admin/settings/update': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: {
      shop_alert_email: '',
      contact_phone: '',
      company_registration: '',
      address: '',
      contact_email: '',
      map_embed_url: '',
      facebook_url: '',
      instagram_url: '',
      announcement: '',
      affiliate_commission_percent: 10,
      return_window_days: 7,
    },
  },
  // An unknown place: refused with 422 after the checks.
  'POST /api/admin/settings/pickup-locations': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { locations: [{ id: 999_999, venue: 'Nowhere', active: true }] },
  },

  'POST /api/admin/dashboard': { owner: Y, packer: N, marketing: N, sample: { period: 'today' } },
  'POST /api/admin/payments/list': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { mismatches_only: true },
  },
  'POST /api/admin/payments/requery': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { order_id: 999_999 },
  },

  'POST /api/admin/e-invoices/settings/get': { owner: Y, packer: N, marketing: N },
  // Refused with 422 after the checks: an empty seller.
  'POST /api/admin/e-invoices/settings/update': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { environment: 'sandbox', tin: '' },
  },
  'POST /api/admin/e-invoices/list': { owner: Y, packer: N, marketing: N },
  'POST /api/admin/e-invoices/submit-month': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { month: '2020-01' },
  },
  'POST /api/admin/e-invoices/cancel': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { code: 'INV-NONE', reason: 'Wrong buyer' },
  },
  'POST /api/admin/e-invoices/resubmit': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { code: 'INV-NONE' },
  },
  'GET /api/admin/e-invoices.csv': { owner: Y, packer: N, marketing: N },
  // Couriers: packers quote, book and print; the test shop has no EasyParcel account (422).
  'POST /api/admin/shipping/quote': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { order_id: 999_999 },
  },
  'POST /api/admin/shipping/book': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { order_id: 999_999, service_id: 'EP-CS0PL', quoted_sen: 689 },
  },
  'POST /api/admin/shipping/book-many': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { bookings: [{ order_id: 999_999, service_id: 'EP-CS0PL', quoted_sen: 689 }] },
  },
  'POST /api/admin/shipping/label': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { order_ids: [999_999] },
  },
  'GET /api/admin/shipping/labels.pdf?orders=999999': { owner: Y, packer: Y, marketing: N },
  'POST /api/admin/shipping/track': {
    owner: Y,
    packer: Y,
    marketing: N,
    sample: { order_id: 999_999 },
  },
  // Packers get the low-credit flag only (the balance is null for them).
  'POST /api/admin/shipping/wallet': { owner: Y, packer: Y, marketing: N },
  'POST /api/admin/shipping/settings/get': { owner: Y, packer: N, marketing: N },
  // Refused with 422 after the checks: no pick-up address.
  'POST /api/admin/shipping/settings/save': {
    owner: Y,
    packer: N,
    marketing: N,
    sample: { sender: {} },
  },
  'POST /api/admin/shipping/credentials/save': {
    owner: Y,
    packer: N,
    marketing: N,
    stepUp: true,
    sample: { client_id: '', environment: 'bogus' },
  },
  'POST /api/admin/shipping/connect': { owner: Y, packer: N, marketing: N, stepUp: true },
};

/** The steps of signing in: they come before any role, so they are not in the matrix. */
const BEFORE_SIGN_IN = [
  'POST /api/admin/auth/setup',
  'POST /api/admin/auth/sign-in',
  'POST /api/admin/auth/totp',
  'POST /api/admin/auth/enrol-start',
  'POST /api/admin/auth/enrol-confirm',
  'POST /api/admin/auth/sign-out',
  // EasyParcel's redirect back: no session cookie comes cross-site; the sealed state is the proof.
  'GET /api/admin/shipping/connected',
];

/** Answers that show the caller was let in: done, or refused for the record's own reasons. */
const LET_IN = [200, 404, 409, 422];
const ROLE_REFUSAL = 'Your role does not allow this.';

const withoutQuery = (operation: string) => operation.split('?')[0] ?? operation;

/** Every "METHOD /path" under /api/admin the server answers, read from its route tree. */
function adminRoutesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/u.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && path.startsWith('/api/admin/')) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

describe('the back-office permission matrix', () => {
  it('has a column for each role of the README, and no other', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.split('What each role can do')[1]?.split('\n\n')[1] ?? '';
    const named = [...section.matchAll(/^- \*\*(\w+)\*\*/gmu)].map((m) => m[1]?.toLowerCase());
    // The role bullets come first; the screens that follow name who may use them in brackets.
    expect(named.slice(0, 3)).toEqual(['owner', 'packer', 'marketing']);
    for (const row of Object.values(MATRIX)) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining([...ROLES]));
    }
  });
});

describe.each(testDrivers())('every back-office operation checks who asks, on %s', (driver) => {
  const t = useTestApp(driver);

  it('has a row for every back-office route of the server, and no row for a route it lacks', () => {
    const listed = [...Object.keys(MATRIX).map(withoutQuery), ...BEFORE_SIGN_IN].sort();
    expect(adminRoutesOf(t().app)).toEqual(listed);
  });

  it.each(Object.entries(MATRIX))(
    '%s: anonymous 401, shopper 401, each role as the matrix says',
    async (operation, row) => {
      const anonymous = await send(undefined, operation, row.sample);
      expect(anonymous.status, 'anonymous').toBe(401);
      const shopper = await registerMember(t().app);
      const withShopperToken = await send(undefined, operation, row.sample, {
        authorization: `Bearer ${shopper.token}`,
      });
      expect(withShopperToken.status, 'shopper token').toBe(401);

      for (const role of ROLES) await staff(role);
      for (const role of ROLES) {
        const browser = await staff(role);
        // A fresh proof: a refusal now can only be the role's, never a step-up.
        await proveAll('now()');
        const answer = await send(browser, operation, row.sample);
        const seen = `${role}: ${answer.status} ${JSON.stringify(answer.body)}`;
        if (row[role] === N) {
          expect(answer.status, seen).toBe(403);
          expect(answer.body.message, seen).toBe(ROLE_REFUSAL);
        } else {
          expect(LET_IN, seen).toContain(answer.status);
        }
        if (!row.stepUp) continue;
        await proveAll(`now() - interval '10 minutes'`);
        const stale = await send(browser, operation, row.sample);
        const staleSeen = `${role}, stale proof: ${stale.status} ${JSON.stringify(stale.body)}`;
        expect(stale.status, staleSeen).toBe(403);
        if (row[role] === N) expect(stale.body.message, staleSeen).toBe(ROLE_REFUSAL);
        else expect(stale.body.data, staleSeen).toEqual({ reauth_required: true });
      }
      // Signing out everywhere ended these sessions: the next operation signs everyone in afresh.
      if (operation.endsWith('/sign-out-everywhere')) {
        owner = undefined;
        browsers.clear();
      }
    },
  );

  async function send(
    browser: AdminBrowser | undefined,
    operation: string,
    sample: unknown,
    headers: Record<string, string> = {},
  ): Promise<Pick<AdminAnswer, 'status' | 'body'>> {
    const [method, url] = operation.split(' ') as [string, string];
    if (method === 'POST')
      return (browser ?? new AdminBrowser(t().app)).post(url.slice(4), sample ?? {}, headers);
    const response = await t().app.inject({
      method: 'GET',
      url,
      headers: {
        ...(browser?.cookie ? { cookie: `${ADMIN_COOKIE}=${browser.cookie}` } : {}),
        ...headers,
      },
    });
    const json = response.headers['content-type']?.toString().includes('json');
    return {
      status: response.statusCode,
      body: json ? response.json() : { code: 0, message: '' },
    };
  }

  const proveAll = (when: string) =>
    t().database.db.execute(sql.raw(`update admin_sessions set authenticated_at = ${when}`));

  const browsers = new Map<Role, AdminBrowser>();
  let owner: AdminBrowser | undefined;
  let generation = 0;
  /** One signed-in browser per role, made once through the owner's invitations. */
  async function staff(role: Role): Promise<AdminBrowser> {
    if (!owner) {
      generation += 1;
      owner = (
        await signedInOwner(
          t().app,
          t().database.db,
          `matrix-owner${generation}-${driver}@nyiur.test`,
        )
      ).browser;
    }
    if (role === 'owner') return owner;
    const known = browsers.get(role);
    if (known) return known;
    await proveAll('now()');
    const invite = await owner.post('/admin/staff/invite', {
      email: `matrix-${role}${generation}-${driver}@nyiur.test`,
      role,
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const { browser } = await enrolledAdmin(t().app, String(invite.body.data?.['setup_url']));
    browsers.set(role, browser);
    return browser;
  }
});
