import type { RouteConfig } from '@react-router/dev/routes';
import { layout, route } from '@react-router/dev/routes';
import { PATHS } from '@nyiur/domain';

/** A route table path as the router writes it, without the leading slash. */
const at = (path: string): string => path.slice(1);

export default [
  layout('routes/main-layout.tsx', [
    route(at(PATHS.products), 'routes/products.tsx'),
    route(at(PATHS.product), 'routes/product.tsx'),
    route(at(PATHS.login), 'routes/login.tsx'),
    route(at(PATHS.register), 'routes/register.tsx'),
    route(at(PATHS.forgotPassword), 'routes/forgot-password.tsx'),
    route(at(PATHS.password), 'routes/password.tsx'),
    route(at(PATHS.account), 'routes/account.tsx'),
    route(at(PATHS.orderFailed), 'routes/order-failed.tsx'),
    route(at(PATHS.orderSuccess), 'routes/order-success.tsx'),
  ]),
  layout('routes/checkout-layout.tsx', [
    route(at(PATHS.checkout), 'routes/checkout.tsx'),
    route(at(PATHS.guestCheckout), 'routes/guest-checkout.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
