import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Spinner, Toaster } from '@nyiur/ui';
import { lazy, Suspense } from 'react';
import type { AdminProfile } from '@nyiur/api';
import { createBrowserRouter, Navigate, RouterProvider, useOutletContext } from 'react-router';
import { sessionEnded } from './lib/admin-api';
import { Layout } from './layout';
import { hasPermission } from './lib/use-admin';
import { AuditScreen } from './screens/audit-screen';
import { CustomerScreen } from './screens/customer-screen';
import { CustomersScreen } from './screens/customers-screen';
import { LeadsScreen } from './screens/leads-screen';
import { OrderScreen } from './screens/order-screen';
import { OrdersScreen } from './screens/orders-screen';
import { ProductsScreen } from './screens/products-screen';
import { ReviewsScreen } from './screens/reviews-screen';
import { SetupScreen } from './screens/setup-screen';
import { ShipScreen } from './screens/ship-screen';
import { SignInScreen } from './screens/sign-in-screen';
import { StaffScreen } from './screens/staff-screen';

// The barcode library is large: it loads only when packing slips are opened.
const SlipsScreen = lazy(() =>
  import('./screens/slips-screen').then((module) => ({ default: module.SlipsScreen })),
);

/** The first page after signing in: the orders, or the leads for staff who work only those. */
function Home() {
  const admin = useOutletContext<AdminProfile>();
  if (!hasPermission(admin, 'orders.read') && hasPermission(admin, 'leads.read')) {
    return <Navigate to="/leads" replace />;
  }
  return <OrdersScreen />;
}

const queryClient = new QueryClient({
  defaultOptions: {
    // A 401 means the session ended: retrying will not bring it back.
    queries: { retry: (count, error) => !sessionEnded(error) && count < 2, staleTime: 10_000 },
  },
});

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInScreen /> },
    { path: '/setup', element: <SetupScreen /> },
    {
      path: '/orders/slips',
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
        { path: '/orders/ship', element: <ShipScreen /> },
        { path: '/orders/:id', element: <OrderScreen /> },
        { path: '/leads', element: <LeadsScreen /> },
        { path: '/customers', element: <CustomersScreen /> },
        { path: '/customers/:id', element: <CustomerScreen /> },
        { path: '/products', element: <ProductsScreen /> },
        { path: '/reviews', element: <ReviewsScreen /> },
        { path: '/audit', element: <AuditScreen /> },
        { path: '/staff', element: <StaffScreen /> },
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
