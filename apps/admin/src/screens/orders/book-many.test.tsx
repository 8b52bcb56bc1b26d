import type { AdminOrderSummary, ShipmentView, ShippingQuote } from '@nyiur/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderWithQueries, serveCalls } from '../../test-kit/serve-calls';
import { BookManySheet } from './book-many';
import { LowCreditNotice } from './low-credit-notice';

const summary = (id: number, refNo: string, name: string) =>
  ({
    id,
    ref_no: refNo,
    customer_name: name,
    email: `${name.toLowerCase()}@example.my`,
    delivery_mode: 'delivery',
  }) as AdminOrderSummary;

const quote = (over: Partial<ShippingQuote>): ShippingQuote => ({
  service_id: 'EP-CS0PL',
  service_name: 'Pos Laju Next Day',
  courier: 'Pos Laju',
  price_sen: 689,
  pickup: false,
  dropoff: true,
  estimated_delivery: '1-2 working days',
  label_sizes: ['A6'],
  is_default: true,
  ...over,
});

const parcel: ShipmentView = {
  state: 'booked',
  service_id: 'EP-CS0PL',
  courier: 'Pos Laju',
  awb_number: 'ER123456789MY',
  tracking_url: null,
  charged_sen: 689,
  quoted_sen: 689,
  collection_date: '2026-11-30',
  errors: [],
  booked_at: '2026-11-28T02:00:00.000Z',
  picked_up_at: null,
  delivered_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('BookManySheet', () => {
  it('books the ticked orders at once, each with its service, says how each went, and prints the booked ones', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const seen = serveCalls({
      '/admin/shipping/quote': [
        ok({
          quotes: [
            quote({}),
            quote({
              service_id: 'EP-CS0JT',
              courier: 'J&T Express',
              price_sen: 720,
              pickup: true,
              dropoff: false,
              is_default: false,
            }),
          ],
        }),
        ok({ quotes: [quote({ is_default: false, price_sen: 1_450 })] }),
        refused('order_id', 'No courier takes a 1.2 kg parcel to 98000.'),
      ],
      '/admin/shipping/book-many': [
        ok({
          results: [
            { order_id: 1, ref_no: 'NY0001', status: 'booked', message: '', shipment: parcel },
            {
              order_id: 2,
              ref_no: 'NY0002',
              status: 'refused',
              message: 'The EasyParcel wallet has too little credit: top it up, then book again.',
              shipment: null,
            },
          ],
        }),
      ],
      '/admin/shipping/label': [
        ok({ pdf_url: '/api/admin/shipping/labels.pdf?orders=1', not_ready: [] }),
      ],
    });
    const orders = [
      summary(1, 'NY0001', 'Aisyah'),
      summary(2, 'NY0002', 'Mei Ling'),
      summary(3, 'NY0003', 'Kavitha'),
    ];
    renderWithQueries(<BookManySheet orders={orders} open onOpenChange={() => {}} />);

    const first = await screen.findByRole('combobox', { name: /Courier for NY0001/ });
    expect(first).toHaveValue('EP-CS0PL');
    expect(
      within(first).getByRole('option', { name: /J&T Express RM 7.20 · Pick-up/ }),
    ).toBeInTheDocument();
    const second = screen.getByRole('combobox', { name: /Courier for NY0002/ });
    // No default among its services: the packer chooses.
    expect(second).toHaveValue('');
    expect(screen.getByText(/No courier takes a 1.2 kg parcel to 98000./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Book 2 orders' }));
    expect(await screen.findByText('Choose a courier service.')).toBeInTheDocument();
    await userEvent.selectOptions(second, 'EP-CS0PL');
    await userEvent.click(screen.getByRole('button', { name: 'Book 2 orders' }));

    const results = await screen.findByRole('list', { name: 'Bookings' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'NY0001: Booked with Pos Laju, tracking number ER123456789MY',
      'NY0002: The EasyParcel wallet has too little credit: top it up, then book again.',
    ]);
    expect(seen.find((call) => call.path === '/admin/shipping/book-many')?.body).toEqual({
      bookings: [
        { order_id: 1, service_id: 'EP-CS0PL', quoted_sen: 689 },
        { order_id: 2, service_id: 'EP-CS0PL', quoted_sen: 1_450 },
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Print 1 label' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/admin/shipping/labels.pdf?orders=1'));
  });
});

describe('LowCreditNotice', () => {
  it('warns a packer that credit is low without the balance, and an owner with it', async () => {
    serveCalls({
      '/admin/shipping/wallet': [
        ok({
          balance_sen: null,
          free_credit_sen: null,
          low_below_sen: 5_000,
          low: true,
          problem: null,
        }),
      ],
    });
    const packer = renderWithQueries(<LowCreditNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'EasyParcel credit is below RM 50.00: ask an owner to top it up before booking couriers.',
    );
    packer.unmount();
    serveCalls({
      '/admin/shipping/wallet': [
        ok({
          balance_sen: 1_200,
          free_credit_sen: 300,
          low_below_sen: 5_000,
          low: true,
          problem: null,
        }),
      ],
    });
    renderWithQueries(<LowCreditNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'EasyParcel credit is low: RM 15.00 left.',
    );
  });
});
