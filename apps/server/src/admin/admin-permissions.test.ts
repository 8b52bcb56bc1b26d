import { adminContract, type ApiCall } from '@nyiur/api';
import { can, type AdminRole } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { AdminBrowser, enrolledAdmin, signedInOwner } from '../test/admin-client';

/**
 * A request each signed-in call accepts from a role allowed to make it. Calls about one order
 * name an order that does not exist: the answer is then 404, which still shows the caller got
 * past the session and permission checks.
 */
const SAMPLES: Record<string, unknown> = {
  adminReauth: { password: 'kelapa muda segar 2026' },
  adminOrderList: { tab: 'to_ship' },
  adminOrderGet: { id: 999_999 },
  adminOrderSlips: { ids: [999_999] },
  adminOrderShip: {
    shipments: [{ ref_no: 'NOPE', courier: 'Pos Laju', tracking_number: 'EP123456789MY' }],
  },
  adminOrderMarkReady: { ids: [999_999] },
  adminOrderMarkCollected: { ids: [999_999] },
  adminOrderComplete: { ids: [999_999] },
  adminOrderCancel: { id: 999_999, reason: 'Customer asked' },
  adminOrderRefund: { id: 999_999, amount: '10.00', method: 'bank_transfer', reference: 'TRF-1' },
  adminOrderAddNote: { id: 999_999, text: 'Call before delivery' },
  adminStaffSetRole: { id: 999_999, role: 'packer' },
  adminAuditList: {},
  adminLeadList: { tab: 'contact' },
  adminLeadMarkHandled: { id: 999_999 },
  adminLeadApproveAffiliate: { id: 999_999 },
  adminLeadDeclineAffiliate: { id: 999_999 },
  adminProductUpdate: {
    id: 999_999,
    status: 'hidden',
    weight_grams: 160,
    stock_on_hand: 0,
    low_stock_threshold: 0,
  },
  adminProductSetPrice: { id: 999_999, price: '198.00' },
  adminReviewList: { status: 'pending' },
  adminReviewApprove: { id: 999_999 },
  adminReviewHide: { id: 999_999 },
  adminCustomerList: { q: 'aina' },
  adminCustomerGet: { id: 999_999 },
  adminCustomerErase: { id: 999_999 },
  adminAffiliateGet: { code: 'NOPE9999' },
  adminAffiliateUpdate: {
    code: 'NOPE9999',
    rate_percent: '12.5',
    bank_name: 'Maybank',
    account_holder: 'Siti Aminah',
    account_number: '1234 5678 9012',
  },
  adminAffiliatePayoutMarkPaid: { month: '2026-10' },
  adminSettingsGet: {},
  adminSettingsUpdate: {
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
  // An unknown id: refused with 422 after the permission check.
  adminPickupLocationsSave: { locations: [{ id: 999_999, venue: 'Nowhere', active: true }] },
  adminPaymentList: { mismatches_only: true },
  adminPaymentRequery: { order_id: 999_999 },
  adminDashboardGet: { period: 'today' },
  adminVoucherGet: { id: 999_999 },
  adminVoucherSetStatus: { id: 999_999, status: 'paused' },
};

/** Answers that prove the caller was let in: done, or refused for the record's own reasons. */
const LET_IN = [200, 404, 409, 422];

const signedInCalls = Object.entries<ApiCall>(adminContract).filter(
  ([, call]) => call.admin?.stage === 'full',
);

describe.each(testDrivers())('every back-office operation checks who asks, on %s', (driver) => {
  const t = useTestApp(driver);

  it('covers at least fifteen operations', () => {
    expect(signedInCalls.length).toBeGreaterThanOrEqual(15);
  });

  it.each(signedInCalls)(
    '%s: anonymous 401, shopper 401, each role by the table',
    async (name, call) => {
      const body = SAMPLES[name] ?? {};
      const anonymous = await new AdminBrowser(t().app).post(call.path, body);
      expect(anonymous.status, 'anonymous').toBe(401);

      const shopper = await registerMember(t().app);
      const withShopperToken = await new AdminBrowser(t().app).post(call.path, body, {
        authorization: `Bearer ${shopper.token}`,
      });
      expect(withShopperToken.status, 'shopper token').toBe(401);

      const roles = ['owner', 'packer', 'marketing'] as const;
      const signedIn = new Map<AdminRole, AdminBrowser>();
      for (const role of roles) signedIn.set(role, await staff(role));
      for (const role of roles) {
        const browser = signedIn.get(role) ?? (await staff(role));
        const answer = await browser.post(call.path, body);
        const permission = call.admin?.permission;
        if (permission && !can(role, permission)) {
          expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBe(403);
        } else {
          expect(LET_IN, `${role}: ${answer.status} ${JSON.stringify(answer.body)}`).toContain(
            answer.status,
          );
        }
      }
      // Signing out everywhere ended these sessions: the next call signs everyone in afresh.
      if (name === 'adminSignOutEverywhere') {
        owner = undefined;
        browsers.clear();
      }
    },
  );

  const browsers = new Map<AdminRole, AdminBrowser>();
  let owner: AdminBrowser | undefined;
  let generation = 0;
  /** One signed-in browser per role, made once through the owner's invitations. */
  async function staff(role: AdminRole): Promise<AdminBrowser> {
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
