import type { RouteConfig } from '@react-router/dev/routes';
import { layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/main-layout.tsx', [
    route('products', 'routes/products.tsx'),
    route('mct/:name', 'routes/product.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('password', 'routes/password.tsx'),
    route('account', 'routes/account.tsx'),
    route('order', 'routes/order-failed.tsx'),
    route('order/success', 'routes/order-success.tsx'),
  ]),
  layout('routes/checkout-layout.tsx', [
    route('checkout', 'routes/checkout.tsx'),
    route('guest-checkout', 'routes/guest-checkout.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
