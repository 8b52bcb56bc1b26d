import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from './layout';
import { readRequest } from './test-kit/read-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back office frame', () => {
  it('shows the version of the shop the server runs', async () => {
    // The server at the network edge: who is signed in, and the release it runs.
    vi.stubGlobal('fetch', async (request: Request) => {
      expect((await readRequest(request)).path).toBe('/api/admin/auth/me');
      return new Response(
        JSON.stringify({
          code: 200,
          message: 'Success',
          data: {
            admin: {
              id: 1,
              email: 'owner@nyiur.test',
              name: 'Aisyah',
              role: 'owner',
              permissions: ['orders.read'],
            },
            shop_version: '0.2.0',
          },
        }),
        { status: 200 },
      );
    });
    const router = createMemoryRouter(
      [{ path: '/admin', element: <Layout />, children: [{ index: true, element: <p>Home</p> }] }],
      { initialEntries: ['/admin'] },
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Nyiur shop 0.2.0');
    expect(screen.getByText('Aisyah · owner')).toBeInTheDocument();
  });
});
