import type { AdminCustomerDetail, AdminCustomerSummary, AdminProfile } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CustomerScreen } from './customer-screen';
import { CustomersScreen } from './customers-screen';
import { ok, serveQueues } from '../../test-kit/serve-api';
import type { Answer } from '../../test-kit/serve-api';
import { marketingProfile } from '../../test-kit/admin-profiles';
import { renderAdmin } from '../../test-kit/render-admin';

const owner: AdminProfile = {
  id: 1,
  email: 'owner@nyiur.test',
  name: 'Aisyah',
  role: 'owner',
  permissions: ['orders.read', 'customers.read', 'customers.erase'],
};

const summary = (overrides: Partial<AdminCustomerSummary> = {}): AdminCustomerSummary => ({
  id: 7,
  name: 'Nur Zulaikha',
  email: 'nur@example.test',
  phone: '0191234567',
  registered_at: '2026-10-01T02:00:00.000Z',
  is_pro: false,
  order_count: 2,
  paid_total: '198.00',
  erased: false,
  ...overrides,
});

const detail = (overrides: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail => ({
  ...summary(),
  referred_by: 'MNA001',
  referral_codes: ['NUR1234'],
  addresses: [
    {
      id: 3,
      name: 'Nur Zulaikha',
      phone: '0191234567',
      lines: ['8 Jalan Kenanga', '50450 Kuala Lumpur'],
      is_default: true,
    },
  ],
  orders: [
    {
      id: 41,
      ref_no: 'NY0000041',
      created_at: '2026-11-02T02:00:00.000Z',
      status: 'Paid',
      total: '198.00',
      refunded: '0.00',
    },
    {
      id: 42,
      ref_no: 'NY0000042',
      created_at: '2026-11-03T02:00:00.000Z',
      status: 'Pending',
      total: '99.00',
      refunded: '0.00',
    },
  ],
  leads: [
    {
      id: 9,
      kind: 'contact',
      created_at: '2026-10-05T02:00:00.000Z',
      name: 'Nur',
      email: 'nur@example.test',
      phone: '0191234567',
      country: 'Malaysia',
      comments: 'Is it halal?',
      is_pro: false,
      is_content_creator: null,
      is_blog_writer: null,
      handled_at: null,
      decision: null,
      decided_at: null,
      referral_code: null,
      unsubscribed_at: null,
    },
  ],
  ...overrides,
});

const renderAt = (entry: string, admin: AdminProfile = owner) =>
  renderAdmin(
    [
      { path: '/customers', element: <CustomersScreen /> },
      { path: '/customers/:id', element: <CustomerScreen /> },
    ],
    { entry, admin },
  );

const serve = (answers: Record<string, Answer[]>) =>
  serveQueues(answers, 'There is no such customer.');

describe('CustomersScreen', () => {
  it('lists customers, searches them, and offers the CSV of the search', async () => {
    const seen = serve({
      '/api/admin/customers/list': [
        ok({
          customers: [summary(), summary({ id: 8, name: 'Mei Ling', email: 'mei@x.test' })],
          next_before_id: null,
        }),
        ok({ customers: [summary()], next_before_id: null }),
      ],
    });
    renderAt('/customers');
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('customer-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Nur Zulaikha' }),
    ).toHaveAttribute('href', '/customers/7');
    // Contact, since, orders, paid.
    const values = within(rows[0] as HTMLElement).getAllByRole('definition');
    expect(values[0]).toHaveTextContent('nur@example.test · 0191234567');
    expect(values[2]).toHaveTextContent('2 orders');
    expect(values[3]).toHaveTextContent('RM 198.00');

    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), 'nur@example.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('(this search)', { exact: false })).toBeInTheDocument();
    expect(await screen.findAllByTestId('customer-row')).toHaveLength(1);
    expect(seen.at(-1)?.body).toEqual({ q: 'nur@example.test' });
    expect(screen.getByRole('link', { name: 'Download customers CSV' })).toHaveAttribute(
      'href',
      '/api/admin/customers.csv?q=nur%40example.test',
    );
  });

  it('says when nothing matches the search', async () => {
    serve({ '/api/admin/customers/list': [ok({ customers: [], next_before_id: null })] });
    renderAt('/customers?q=nobody');
    expect(await screen.findByText('No customers for this search.')).toBeInTheDocument();
  });

  it('shows the server message when the list cannot load', async () => {
    serve({
      '/api/admin/customers/list': [
        { status: 403, body: { code: 403, message: 'Your role does not allow this.' } },
      ],
    });
    renderAt('/customers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });
});

describe('CustomerScreen', () => {
  it("shows the customer's orders, addresses, referral code and leads; marketing cannot erase", async () => {
    serve({ '/api/admin/customers/get': [ok({ customer: detail() })] });
    renderAt('/customers/7', marketingProfile);
    expect(await screen.findByRole('heading', { name: 'Nur Zulaikha' })).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Orders' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(2);
    expect(orders).toHaveTextContent('NY0000041');
    expect(orders).toHaveTextContent('Paid');
    expect(orders).toHaveTextContent('RM 198.00');
    expect(orders).toHaveTextContent('Pending');
    // Marketing cannot open orders: the numbers are not links.
    expect(within(orders).queryByRole('link')).toBeNull();
    expect(screen.getByRole('list', { name: 'Addresses' })).toHaveTextContent('8 Jalan Kenanga');
    expect(screen.getByText('NUR1234')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Leads' })).toHaveTextContent('Is it halal?');
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
  });

  it('erases after the confirm dialog and a fresh password', async () => {
    const erased = detail({
      name: 'Erased',
      email: 'erased-7@invalid',
      phone: '',
      erased: true,
      addresses: [],
      leads: [],
      referral_codes: [],
    });
    const seen = serve({
      '/api/admin/customers/get': [ok({ customer: detail() })],
      '/api/admin/customers/erase': [
        {
          status: 403,
          body: {
            code: 403,
            message: 'Please confirm it is you with your password or a code.',
            data: { reauth_required: true },
          },
        },
        ok({ customer: erased }),
      ],
      '/api/admin/auth/reauth': [ok({})],
    });
    renderAt('/customers/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Erase Nur Zulaikha?' });
    // Backing out sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(seen.filter((call) => call.path === '/api/admin/customers/erase')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const again = await screen.findByRole('alertdialog', { name: 'Erase Nur Zulaikha?' });
    await user.click(within(again).getByRole('button', { name: 'Erase' }));

    const reauth = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(reauth).getByLabelText(/^Password/, { selector: 'input' }), 'secret pw');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findAllByText('Personal data erased. The orders stay in the books.'),
    ).not.toHaveLength(0);
    expect(await screen.findByRole('heading', { name: /Erased/ })).toBeInTheDocument();
    expect(screen.getByText('erased-7@invalid')).toBeInTheDocument();
    expect(screen.getByText('No saved addresses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
    const erases = seen.filter((call) => call.path === '/api/admin/customers/erase');
    expect(erases).toEqual([
      { path: '/api/admin/customers/erase', body: { id: 7 } },
      { path: '/api/admin/customers/erase', body: { id: 7 } },
    ]);
  });

  it('says so when the customer does not exist', async () => {
    serve({});
    renderAt('/customers/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such customer.');
    expect(screen.getByRole('link', { name: 'Back to customers' })).toBeInTheDocument();
  });
});
