import type { ReactElement } from 'react';
import type { AdminProfile } from '@nyiur/api';
import { Toaster } from '@nyiur/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

/** A query client that reports a failed call at once, as a test wants, instead of retrying it. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * Screens as the back office shows them: the query client, the toasts, and (with `admin`) the
 * signed-in account as the layout's outlet context. Answers the router.
 */
export function renderAdmin(
  routes: RouteObject[],
  { entry, admin }: { entry: string; admin?: AdminProfile },
) {
  const router = createMemoryRouter(
    admin ? [{ element: <Outlet context={admin} />, children: routes }] : routes,
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/** One component with the query client and the toasts, outside any route. */
export function renderWithQueries(ui: ReactElement) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
