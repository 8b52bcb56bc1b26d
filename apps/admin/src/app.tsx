import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Spinner, Toaster } from '@nyiur/ui';
import { lazy, Suspense } from 'react';
import type { AdminProfile } from '@nyiur/api';
import { createBrowserRouter, Navigate, RouterProvider, useOutletContext } from 'react-router';
import { sessionEnded } from './lib/admin-api';
import { Layout } from './layout';
import { hasPermission } from './lib/use-admin';
import { AffiliateScreen } from './screens/affiliates/affiliate-screen';
import { AffiliatesScreen } from './screens/affiliates/affiliates-screen';
import { AuditScreen } from './screens/staff/audit-screen';
import { CustomerScreen } from './screens/customers/customer-screen';
import { CustomersScreen } from './screens/customers/customers-screen';
import { DashboardScreen } from './screens/money/dashboard-screen';
import { LeadsScreen } from './screens/leads/leads-screen';
import { OrderScreen } from './screens/orders/order-screen';
import { OrdersScreen } from './screens/orders/orders-screen';
import { PaymentsScreen } from './screens/money/payments-screen';
import { EInvoicesScreen } from './screens/e-invoices/e-invoices-screen';
import { ProductsScreen } from './screens/products/products-screen';
import { SettingsScreen } from './screens/settings/settings-screen';
import { ReviewsScreen } from './screens/products/reviews-screen';
import { SetupScreen } from './screens/auth/setup-screen';
import { ShipScreen } from './screens/orders/ship-screen';
import { SignInScreen } from './screens/auth/sign-in-screen';
import { StaffScreen } from './screens/staff/staff-screen';
import { VoucherScreen } from './screens/vouchers/voucher-screen';
import { VouchersScreen } from './screens/vouchers/vouchers-screen';
import { ADMIN_PATHS } from './admin-paths';
import { AdminErrorPage } from './components/error-page/admin-error-page';

// The barcode library is large: it loads only when packing slips are opened.
const SlipsScreen = lazy(() =>
  import('./screens/orders/slips-screen').then((module) => ({ default: module.SlipsScreen })),
);

/**
 * The first page after signing in: the owner's dashboard, the order queue for packers, or the
 * leads for staff who work only those.
 */
function Home() {
  const admin = useOutletContext<AdminProfile>();
  if (hasPermission(admin, 'dashboard.read')) return <DashboardScreen />;
  if (!hasPermission(admin, 'orders.read') && hasPermission(admin, 'leads.read')) {
    return <Navigate to={ADMIN_PATHS.leads} replace />;
  }
  return <Navigate to={ADMIN_PATHS.orders} replace />;
}

/**
 * A call answered 401 (signed out everywhere, or the account disabled): the next screen is the
 * sign-in page, whichever call found out.
 */
const toSignIn = (error: unknown): void => {
  const { pathname, search } = router.state.location;
  if (!sessionEnded(error) || pathname === ADMIN_PATHS.signIn || pathname === ADMIN_PATHS.setup) {
    return;
  }
  queryClient.clear();
  void router.navigate(`${ADMIN_PATHS.signIn}?next=${encodeURIComponent(pathname + search)}`, {
    replace: true,
  });
};

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: toSignIn }),
  mutationCache: new MutationCache({ onError: toSignIn }),
  defaultOptions: {
    // A 401 means the session ended: retrying will not bring it back.
    queries: { retry: (count, error) => !sessionEnded(error) && count < 2, staleTime: 10_000 },
  },
});

const router = createBrowserRouter(
  [
    {
      // Every screen under one boundary: a screen that throws shows the error page, reported.
      errorElement: <AdminErrorPage />,
      children: [
        { path: ADMIN_PATHS.signIn, element: <SignInScreen /> },
        { path: ADMIN_PATHS.setup, element: <SetupScreen /> },
        {
          path: ADMIN_PATHS.slips,
          element: (
            <Suspense fallback={<Spinner label="Preparing packing slips" />}>
              <SlipsScreen />
            </Suspense>
          ),
        },
        {
          element: <Layout />,
          children: [
            { index: true, element: <Home /> },
            { path: ADMIN_PATHS.orders, element: <OrdersScreen /> },
            { path: ADMIN_PATHS.payments, element: <PaymentsScreen /> },
            { path: ADMIN_PATHS.eInvoices, element: <EInvoicesScreen /> },
            { path: ADMIN_PATHS.ship, element: <ShipScreen /> },
            { path: ADMIN_PATHS.order, element: <OrderScreen /> },
            { path: ADMIN_PATHS.leads, element: <LeadsScreen /> },
            { path: ADMIN_PATHS.customers, element: <CustomersScreen /> },
            { path: ADMIN_PATHS.customer, element: <CustomerScreen /> },
            { path: ADMIN_PATHS.products, element: <ProductsScreen /> },
            { path: ADMIN_PATHS.reviews, element: <ReviewsScreen /> },
            { path: ADMIN_PATHS.affiliates, element: <AffiliatesScreen /> },
            { path: ADMIN_PATHS.affiliate, element: <AffiliateScreen /> },
            { path: ADMIN_PATHS.audit, element: <AuditScreen /> },
            { path: ADMIN_PATHS.staff, element: <StaffScreen /> },
            { path: ADMIN_PATHS.settings, element: <SettingsScreen /> },
            { path: ADMIN_PATHS.vouchers, element: <VouchersScreen /> },
            { path: ADMIN_PATHS.voucher, element: <VoucherScreen /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
