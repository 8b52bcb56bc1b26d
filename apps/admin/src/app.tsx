import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@nyiur/ui';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { sessionEnded } from './lib/admin-api';
import { Layout } from './layout';
import { AuditScreen } from './screens/audit-screen';
import { OrderScreen } from './screens/order-screen';
import { OrdersScreen } from './screens/orders-screen';
import { SetupScreen } from './screens/setup-screen';
import { ShipScreen } from './screens/ship-screen';
import { SignInScreen } from './screens/sign-in-screen';
import { SlipsScreen } from './screens/slips-screen';
import { StaffScreen } from './screens/staff-screen';

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
    { path: '/orders/slips', element: <SlipsScreen /> },
    {
      element: <Layout />,
      children: [
        { index: true, element: <OrdersScreen /> },
        { path: '/orders/ship', element: <ShipScreen /> },
        { path: '/orders/:id', element: <OrderScreen /> },
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
