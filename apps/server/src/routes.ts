import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin-routes';
import { affiliateRoutes } from './affiliates/affiliate-routes';
import { addressRoutes } from './addresses/address-routes';
import { authRoutes } from './auth/auth-routes';
import { cartRoutes } from './cart/cart-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { docsRoutes } from './api-docs/docs-routes';
import { eInvoiceRoutes } from './e-invoices/e-invoice-routes';
import { myinvoisSandboxRoutes } from './e-invoices/myinvois-sandbox-routes';
import { fileRoutes } from './files/file-routes';
import { clientErrorRoutes } from './health/client-error-routes';
import { healthRoutes } from './health/health-routes';
import { leadRoutes } from './leads/lead-routes';
import { orderRoutes } from './orders/order-routes';
import { paymentRoutes } from './payments/payment-routes';
import { reviewRoutes } from './reviews/review-routes';
import { shopSettingsRoutes } from './settings/shop-settings-routes';
import { easyparcelSandboxRoutes } from './shipping/easyparcel-sandbox-routes';
import { shippingRoutes } from './admin/shipping/shipping-routes';
import { adminAppRoutes } from './web/admin-app-routes';
import { webRoutes } from './web/web-routes';
import { unsubscribeRoutes } from './leads/unsubscribe-routes';
import { userRoutes } from './users/user-routes';
import { voucherRoutes } from './vouchers/voucher-routes';

export type RouteModule = (app: FastifyInstance) => Promise<void>;

/**
 * Route modules mounted under `/api`: each feature folder owns its module, and a new one is added
 * here (see docs/operations.md "Adding routes" and docs/architecture.md).
 */
export const apiRoutes: readonly RouteModule[] = [
  authRoutes,
  userRoutes,
  addressRoutes,
  cartRoutes,
  leadRoutes,
  clientErrorRoutes,
  reviewRoutes,
  catalogueRoutes,
  shopSettingsRoutes,
  fileRoutes,
  docsRoutes,
  orderRoutes,
  voucherRoutes,
  affiliateRoutes,
  eInvoiceRoutes,
  shippingRoutes,
  adminRoutes,
];

/**
 * Route modules mounted at the root: health checks, payment callbacks and the sandbox, then the
 * built apps, whose catch-all must come last.
 */
export const rootRoutes: readonly RouteModule[] = [
  healthRoutes,
  paymentRoutes,
  myinvoisSandboxRoutes,
  easyparcelSandboxRoutes,
  unsubscribeRoutes,
  adminAppRoutes,
  webRoutes,
];
