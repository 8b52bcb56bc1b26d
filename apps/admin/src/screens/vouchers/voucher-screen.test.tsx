import type { AdminProfile, AdminVoucher } from '@nyiur/api';
import { Toaster } from '@nyiur/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRequest } from '../../test-kit/read-request';
import { VoucherScreen } from './voucher-screen';

const owner: AdminProfile = {
  id: 1,
  email: 'owner@nyiur.test',
  name: 'Aisyah',
  role: 'owner',
  permissions: ['vouchers.read', 'vouchers.write'],
};

const raya: AdminVoucher = {
  id: 7,
  code: 'RAYA10',
  kind: 'amount_off',
  amount: '10.00',
  percent: null,
  cap: null,
  min_spend: '0.00',
  product_ids: null,
  starts_at: null,
  ends_at: null,
  total_uses: 100,
  uses_taken: 3,
  uses_per_customer: 1,
  first_order_only: false,
  members_only: false,
  show_hint: true,
  status: 'active',
  affiliate_code: null,
  note: '',
  batch_id: null,
  awaiting_approval: false,
  created_at: '2026-11-26T02:00:00.000Z',
};

const page = (voucher: AdminVoucher) => ({
  code: 200,
  message: 'OK',
  data: {
    voucher,
    figures: { uses: 3, paid_orders: 3, discount_given: '30.00', revenue: '564.00' },
    uses: [],
  },
});

/** The server at the network edge: the voucher's page, and what each status change sent. */
function serve() {
  const changes: unknown[] = [];
  let status: AdminVoucher['status'] = 'active';
  vi.stubGlobal('fetch', async (request: Request) => {
    const { path, body } = await readRequest(request);
    if (path === '/api/admin/vouchers/set-status') {
      changes.push(body);
      status = 'ended';
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: { voucher: raya } }));
    }
    return new Response(JSON.stringify(page({ ...raya, status })));
  });
  return changes;
}

const renderScreen = () => {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={owner} />,
        children: [{ path: '/vouchers/:id', element: <VoucherScreen /> }],
      },
    ],
    { initialEntries: ['/vouchers/7'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('VoucherScreen', () => {
  it('asks before ending a voucher, and ends it only once confirmed', async () => {
    const changes = serve();
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End voucher' }));
    const ask = await screen.findByRole('alertdialog', { name: 'End RAYA10?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End voucher' }));
    const again = await screen.findByRole('alertdialog', { name: 'End RAYA10?' });
    await user.click(within(again).getByRole('button', { name: 'End voucher' }));
    expect(await screen.findByText('Voucher ended.')).toBeInTheDocument();
    expect(changes).toEqual([{ id: 7, status: 'ended' }]);
  });
});
