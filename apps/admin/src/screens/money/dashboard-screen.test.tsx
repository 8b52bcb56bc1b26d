import type { AdminDashboard } from '@nyiur/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from './dashboard-screen';
import { readRequest } from '../../test-kit/read-request';

const figures = (overrides: Partial<AdminDashboard>): AdminDashboard => ({
  period: 'today',
  from: '2026-11-22T16:00:00.000Z',
  to: '2026-11-23T04:00:00.000Z',
  revenue: '1106.00',
  orders: 9,
  average_order: '137.33',
  to_ship: 4,
  low_stock: [{ id: 15373, name: 'MCT Essentials', stock_on_hand: 5, low_stock_threshold: 10 }],
  sample_conversion: { total: 3, count: 1 },
  repeat_customers: { total: 6, count: 0 },
  due_to_reorder: [
    {
      email: 'bob@example.com',
      name: 'Bob Tan',
      last_order_at: '2026-03-01T02:00:00.000Z',
      due_on: '2026-03-15',
    },
  ],
  ...overrides,
});

const envelope = (data: unknown) => ({ code: 200, message: 'Success', data });

const SETTINGS_PATH = '/api/admin/settings/get';
const noSettings = {
  shop_alert_email: null,
  shop_alert_email_fallback: null,
  contact_phone: null,
  company_registration: null,
  address: null,
  contact_email: null,
  map_embed_url: null,
  facebook_url: null,
  instagram_url: null,
  announcement: '',
  announcement_ms: null,
  affiliate_commission_percent: 10,
  return_window_days: 7,
  updated_at: null,
};
let shopSettings: Record<string, unknown> = noSettings;
const E_INVOICES_PATH = '/api/admin/e-invoices/list';
let eInvoiceMonths: unknown[] = [];

/** Answers the dashboard's figures with `answer`, and the settings with `shopSettings`. */
function serve(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const seen: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const sent = await readRequest(request);
    if (sent.path === SETTINGS_PATH) {
      return new Response(
        JSON.stringify(envelope({ settings: shopSettings, pickup_locations: [] })),
      );
    }
    if (sent.path === E_INVOICES_PATH) {
      return new Response(JSON.stringify(envelope({ documents: [], months: eInvoiceMonths })));
    }
    const body = sent.body as Record<string, unknown>;
    seen.push(body);
    const { status, body: reply } = answer(body);
    return new Response(JSON.stringify(reply), { status });
  });
  return seen;
}

const renderScreen = () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <DashboardScreen /> },
      { path: '/orders', element: <h1>Orders queue</h1> },
      { path: '/products', element: <h1>Products page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
  shopSettings = noSettings;
  eInvoiceMonths = [];
});

describe('DashboardScreen', () => {
  it("shows today's figures, switches period, and links to what needs doing", async () => {
    const seen = serve((body) => ({
      status: 200,
      body: envelope(
        body['period'] === '7_days'
          ? figures({ period: '7_days', revenue: '656.00', due_to_reorder: [], low_stock: [] })
          : figures({}),
      ),
    }));
    renderScreen();
    const revenue = await screen.findByText('Revenue');
    expect(revenue.nextSibling).toHaveTextContent('RM 1,106.00');
    expect(screen.getByText('Average order').nextSibling).toHaveTextContent('RM 137.33');
    expect(screen.getByText('Paid orders').nextSibling).toHaveTextContent('9');
    expect(screen.getByText('Free sample → first order').nextSibling).toHaveTextContent(
      '1 of 3 (33%)',
    );
    expect(screen.getByText('Repeat customers').nextSibling).toHaveTextContent('0 of 6 (0%)');
    expect(screen.getByRole('link', { name: '4 orders to ship' })).toHaveAttribute(
      'href',
      '/orders?tab=to_ship',
    );
    expect(screen.getByRole('link', { name: '1 product low on stock' })).toHaveAttribute(
      'href',
      '/products',
    );
    const due = screen.getByRole('list', { name: 'Due to reorder' });
    expect(within(due).getByText('Bob Tan')).toBeVisible();
    expect(within(due).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
      'href',
      'mailto:bob@example.com',
    );
    expect(within(due).getByText(/^Ran out \d+ days ago$/)).toBeVisible();
    expect(seen[0]).toEqual({ period: 'today' });

    await userEvent.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    expect(await screen.findByText('RM 656.00')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Nobody is due to reorder right now.')).toBeVisible();
    expect(seen.at(-1)).toEqual({ period: '7_days' });

    await userEvent.click(screen.getByRole('link', { name: '4 orders to ship' }));
    expect(await screen.findByRole('heading', { name: 'Orders queue' })).toBeVisible();
  });

  it('lists the shop details still empty, with the pages they feed, until all are set', async () => {
    shopSettings = {
      ...noSettings,
      contact_phone: '03-7890 1234',
      contact_email: 'hello@nyiur.my',
      company_registration: '202501234567',
      address: 'Lot 5, Jalan Kelapa, Petaling Jaya',
      map_embed_url: 'https://www.google.com/maps/embed?pb=1',
    };
    serve(() => ({ status: 200, body: envelope(figures({})) }));
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Shop details not set' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Facebook page link · Link-in-bio page (/connect)',
      'Instagram profile link · Link-in-bio page (/connect)',
    ]);
    expect(screen.getByRole('link', { name: 'Fill them in under Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('warns of a consolidated e-invoice past its due date, with the way to e-Invoices', async () => {
    const month = {
      month: '2026-09',
      order_count: 4,
      total: '520.00',
      can_submit: true,
      due_by: '2026-10-07T16:00:00.000Z',
      submitted: null,
    };
    eInvoiceMonths = [
      { ...month, month: '2026-11', can_submit: false, past_due: false },
      { ...month, past_due: true },
    ];
    serve(() => ({ status: 200, body: envelope(figures({})) }));
    renderScreen();
    const warning = await screen.findByTestId('past-due-months');
    expect(warning).toHaveRole('alert');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['September 2026: was due by 8 Oct 2026, 12:00 am, not submitted']);
    expect(
      within(warning).getByRole('link', { name: 'Submit it under e-Invoices' }),
    ).toHaveAttribute('href', '/e-invoices');
  });

  it('has no checklist once every detail is set', async () => {
    shopSettings = {
      ...noSettings,
      contact_phone: '03-7890 1234',
      contact_email: 'hello@nyiur.my',
      company_registration: '202501234567',
      address: 'Lot 5, Jalan Kelapa, Petaling Jaya',
      map_embed_url: 'https://www.google.com/maps/embed?pb=1',
      facebook_url: 'https://www.facebook.com/nyiur.my',
      instagram_url: 'https://www.instagram.com/nyiur.my',
    };
    serve(() => ({ status: 200, body: envelope(figures({})) }));
    renderScreen();
    expect(await screen.findByText('Revenue')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Before you open the shop' })).toBeNull();
  });

  it('shows a failure and tries again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 403, body: { code: 403, message: 'Your role does not allow this.' } }
        : { status: 200, body: envelope(figures({})) },
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Revenue')).toBeVisible();
  });
});
