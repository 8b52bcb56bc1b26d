import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RootErrorBoundary } from './root-error-boundary';

/** Records what the page sends to POST /api/client-errors. */
function recordReports(): { url: string; body: unknown }[] {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push({ url: new URL(input.url).pathname, body: await input.clone().json() });
    return new Response(JSON.stringify({ code: 200, message: 'Reported' }), { status: 200 });
  });
  return sent;
}

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'items')");
}

afterEach(() => vi.unstubAllGlobals());

describe('RootErrorBoundary', () => {
  it('shows the error page with a way home and reports the error to the server', async () => {
    const sent = recordReports();
    const router = createMemoryRouter(
      [
        {
          path: '/checkout',
          Component: Broken,
          ErrorBoundary: () => <RootErrorBoundary app="shop" />,
        },
      ],
      { initialEntries: ['/checkout'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/client-errors',
      body: {
        app: 'shop',
        path: '/checkout',
        message: "TypeError: Cannot read properties of undefined (reading 'items')",
      },
    });
  });

  it('says a missing page is not found, and reports nothing', async () => {
    const sent = recordReports();
    const router = createMemoryRouter(
      [
        {
          path: '/mct/:name',
          loader: () => {
            throw data(null, { status: 404 });
          },
          Component: () => null,
          HydrateFallback: () => null,
          ErrorBoundary: () => <RootErrorBoundary app="shop" />,
        },
      ],
      { initialEntries: ['/mct/unknown'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('reloads once by itself when the page asks for code a new release replaced', async () => {
    const sent = recordReports();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    window.sessionStorage.clear();
    const stale = () => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://shop.test/shop-assets/checkout-Ab12.js',
      );
    };
    const page = () =>
      createMemoryRouter(
        [
          {
            path: '/checkout',
            Component: stale,
            ErrorBoundary: () => <RootErrorBoundary app="shop" />,
          },
        ],
        { initialEntries: ['/checkout'] },
      );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(<RouterProvider router={page()} />);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([]);
    first.unmount();

    // The same failure after the reload: no second reload, the error page and a report.
    render(<RouterProvider router={page()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
