import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../admin/admin-routes';
import { addressRoutes } from './address-routes';
import { authRoutes } from './auth-routes';
import { cartRoutes } from './cart-routes';
import { catalogueRoutes } from './catalogue-routes';
import { docsRoutes } from './docs-routes';
import { fileRoutes } from './file-routes';
import { healthRoutes } from './health-routes';
import { leadRoutes } from './lead-routes';
import { orderRoutes } from '../orders/order-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { reviewRoutes } from './review-routes';
import { adminAppRoutes } from '../web/admin-app-routes';
import { webRoutes } from '../web/web-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';
import { userRoutes } from './user-routes';

export type RouteModule = (app: FastifyInstance) => Promise<void>;

/**
 * Route modules mounted under `/api`. Checkout, payment and sales-order calls add their module
 * here (see docs/operations.md "Adding routes").
 */
export const apiRoutes: readonly RouteModule[] = [
  authRoutes,
  userRoutes,
  addressRoutes,
  cartRoutes,
  leadRoutes,
  reviewRoutes,
  catalogueRoutes,
  fileRoutes,
  docsRoutes,
  orderRoutes,
  adminRoutes,
];

/**
 * Route modules mounted at the root: health checks, payment callbacks and the sandbox, then the
 * built apps, whose catch-all must come last.
 */
export const rootRoutes: readonly RouteModule[] = [
  healthRoutes,
  paymentRoutes,
  unsubscribeRoutes,
  adminAppRoutes,
  webRoutes,
];
