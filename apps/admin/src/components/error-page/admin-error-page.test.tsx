import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRequest } from '../../test-kit/read-request';
import { AdminErrorPage } from './admin-error-page';

afterEach(() => vi.unstubAllGlobals());

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'lines')");
}

describe('AdminErrorPage', () => {
  it('shows the error page with a way back and reports what broke to the server', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { path, body } = await readRequest(request);
      sent.push({ path, body });
      return new Response(JSON.stringify({ code: 200, message: 'Reported' }), { status: 200 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/orders/:id', Component: Broken, errorElement: <AdminErrorPage /> }],
      { initialEntries: ['/orders/12'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: '/api/client-errors',
      body: {
        app: 'admin',
        path: '/admin/orders/12',
        message: "TypeError: Cannot read properties of undefined (reading 'lines')",
      },
    });
  });
});
