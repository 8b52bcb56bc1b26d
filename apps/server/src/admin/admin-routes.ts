import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { adminAffiliateRoutes } from './affiliates/admin-affiliate-routes';
import { adminAuthRoutes } from './auth/admin-auth-routes';
import { actorOf, authorizeAdmin } from '../http/admin-call';
import { adminCustomerRoutes } from './customers/admin-customer-routes';
import { adminEInvoiceRoutes } from './e-invoices/admin-e-invoice-routes';
import { adminLeadRoutes } from './leads/admin-lead-routes';
import { adminMoneyRoutes } from './money/admin-money-routes';
import { adminOrderRoutes } from './orders/admin-order-routes';
import { orderAuditWriter } from './orders/order-audit-writer';
import { adminProductRoutes } from './products/admin-product-routes';
import { adminReviewRoutes } from './reviews/admin-review-routes';
import { adminSettingsRoutes } from './settings/admin-settings-routes';
import { adminStaffRoutes } from './staff/admin-staff-routes';
import { staffAccountRoutes } from './staff/staff-account-routes';
import { adminVoucherRoutes } from './vouchers/admin-voucher-routes';
import { ownerHint } from './create-owner';

/** The back office's API under /api/admin: its cookie session and every admin operation. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Until an owner has set up an account, every start says how to make one.
  app.addHook('onReady', async () => {
    const hint = await ownerHint(app.ctx.db, app.ctx.config.databaseUrl === undefined);
    if (hint) app.log.warn(hint);
  });
  await app.register(cookie);
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
  await app.register(staffAccountRoutes);
  await app.register(adminLeadRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminAffiliateRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminVoucherRoutes);
  await app.register(adminEInvoiceRoutes);
  await app.register(
    adminOrderRoutes({
      authorize: async (request, requirement) => {
        const caller = await authorizeAdmin(app.ctx.db, request, requirement);
        return actorOf({ caller, request });
      },
      audit: orderAuditWriter,
    }),
  );
}
