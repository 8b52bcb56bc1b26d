import type { AdminOrderSummary, AdminProfile, ShipmentView } from '@nyiur/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithQueries, serveCalls } from '../../test-kit/serve-calls';
import { OrdersScreen } from './orders-screen';

const packer: AdminProfile = {
  id: 7,
  email: 'farid@nyiur.test',
  name: 'Farid',
  role: 'packer',
  permissions: ['orders.read', 'orders.fulfil', 'orders.note'],
};

const parcel: ShipmentView = {
  state: 'booked',
  service_id: 'EP-CS0PL',
  courier: 'Pos Laju',
  awb_number: 'ER100000001MY',
  tracking_url: null,
  charged_sen: 689,
  quoted_sen: 689,
  collection_date: '2026-11-30',
  errors: [],
  booked_at: '2026-11-28T02:00:00.000Z',
  picked_up_at: null,
  delivered_at: null,
};

const summary = (id: number, over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id,
  ref_no: `NY000${id}`,
  created_at: '2026-11-28T01:00:00.000Z',
  status: 'Paid',
  customer_name: 'Aina Rahman',
  email: 'aina@example.my',
  phone: '0123456789',
  total: '206.00',
  delivery_mode: 'delivery',
  item_count: 1,
  courier: null,
  tracking_number: null,
  parcel: null,
  ...over,
});

const counts = {
  to_pay: 0,
  to_ship: 3,
  ready_for_pickup: 0,
  shipped: 0,
  completed: 0,
  cancelled: 0,
  refunds: 0,
};

const renderQueue = () =>
  renderWithQueries(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            element: <Outlet context={packer} />,
            children: [{ path: '/orders', element: <OrdersScreen /> }],
          },
        ],
        { initialEntries: ['/orders'] },
      )}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('OrdersScreen, To ship', () => {
  it('shows what is booked, warns of low credit, and books only the ticked orders still to book', async () => {
    const toBook = summary(1);
    const booked = summary(2, { parcel });
    const pickUp = summary(3, { delivery_mode: 'pickup' });
    const seen = serveCalls({
      '/admin/orders/counts': [ok(counts)],
      '/admin/orders/list': [
        ok({ orders: [toBook, booked, pickUp], next_cursor: null }),
        ok({ orders: [{ ...toBook, parcel }, booked, pickUp], next_cursor: null }),
      ],
      '/admin/shipping/wallet': [
        ok({
          balance_sen: null,
          free_credit_sen: null,
          low_below_sen: 5_000,
          low: true,
          problem: null,
        }),
      ],
      '/admin/shipping/quote': [
        ok({
          quotes: [
            {
              service_id: 'EP-CS0PL',
              service_name: 'Pos Laju Next Day',
              courier: 'Pos Laju',
              price_sen: 689,
              pickup: false,
              dropoff: true,
              estimated_delivery: '1-2 working days',
              label_sizes: ['A6'],
              is_default: true,
            },
          ],
        }),
      ],
      '/admin/shipping/book-many': [
        ok({
          results: [
            { order_id: 1, ref_no: 'NY0001', status: 'booked', message: '', shipment: parcel },
          ],
        }),
      ],
    });
    renderQueue();

    expect(await screen.findByText(/^EasyParcel credit is below RM 50.00/)).toHaveTextContent(
      'EasyParcel credit is below RM 50.00: ask an owner to top it up before booking couriers.',
    );
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement).getByText(
        'Delivery · Booked, waiting for the courier · Pos Laju ER100000001MY',
      ),
    ).toBeInTheDocument();

    const book = screen.getByRole('button', { name: 'Book courier' });
    expect(book).toBeDisabled();
    for (const id of [1, 2, 3]) {
      await userEvent.click(screen.getByRole('checkbox', { name: `Tick order NY000${id}` }));
    }
    await userEvent.click(book);
    // The booked order and the pick-up order are left out.
    const sheet = await screen.findByRole('dialog', { name: 'Book courier for 1 order' });
    await within(sheet).findByRole('combobox', { name: /Courier for NY0001/ });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Book 1 order' }));
    expect(await within(sheet).findByText('1 of 1 booked.')).toBeInTheDocument();
    // The queue is read again (order 1 now booked); the sheet still names the order it booked.
    await waitFor(() =>
      expect(seen.filter((call) => call.path === '/admin/orders/list')).toHaveLength(2),
    );
    expect(
      await screen.findByText(
        'Delivery · Booked, waiting for the courier · Pos Laju ER100000001MY',
        {
          selector: '[data-testid="order-row"]:first-child *',
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Book courier for 1 order' })).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/admin/shipping/book-many')?.body).toEqual({
      bookings: [{ order_id: 1, service_id: 'EP-CS0PL', quoted_sen: 689 }],
    });
  });
});
