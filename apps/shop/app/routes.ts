import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PATHS } from '@nyiur/domain';
import { localisedRoutes, pageRoutes } from '@nyiur/build-tools/routes';

export default localisedRoutes([
  layout(
    'routes/main-layout.tsx',
    pageRoutes(
      PATHS,
      'products',
      'product',
      'login',
      'register',
      'forgotPassword',
      'password',
      'account',
      'orderFailed',
      'orderSuccess',
    ),
  ),
  layout('routes/checkout-layout.tsx', pageRoutes(PATHS, 'checkout', 'guestCheckout')),
  route('*', 'routes/not-found.tsx'),
]) satisfies RouteConfig;
