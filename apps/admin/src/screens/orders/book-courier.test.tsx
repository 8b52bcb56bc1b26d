import type { AdminOrderDetail, ShipmentView, ShippingQuote } from '@nyiur/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderWithQueries, serveCalls } from '../../test-kit/serve-calls';
import { BookCourier } from './book-courier';
import { OrderParcel } from './order-parcel';

const order = {
  id: 41,
  ref_no: 'NY2611230001ABCD',
  weight_grams: 1_200,
  shipping_fee: '8.00',
  delivery_mode: 'delivery',
  parcel: null,
} as unknown as AdminOrderDetail;

const posLaju: ShippingQuote = {
  service_id: 'EP-CS0PL',
  service_name: 'Pos Laju Next Day',
  courier: 'Pos Laju',
  price_sen: 689,
  pickup: false,
  dropoff: true,
  estimated_delivery: '1-2 working days',
  label_sizes: ['A6'],
  is_default: true,
};
const jnt: ShippingQuote = {
  ...posLaju,
  service_id: 'EP-CS0JT',
  service_name: 'J&T Express',
  courier: 'J&T Express',
  price_sen: 720,
  pickup: true,
  dropoff: false,
  estimated_delivery: null,
  is_default: false,
};

const booked: ShipmentView = {
  state: 'booked',
  service_id: 'EP-CS0JT',
  courier: 'J&T Express',
  awb_number: '630012345678',
  tracking_url: 'https://easyparcel.test/track/630012345678',
  charged_sen: 720,
  quoted_sen: 720,
  collection_date: '2026-11-30',
  errors: [],
  booked_at: '2026-11-28T02:00:00.000Z',
  picked_up_at: null,
  delivered_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('BookCourier', () => {
  it('quotes each service with its courier, price, hand-over and days, the default chosen, and books the one picked', async () => {
    const seen = serveCalls({
      '/admin/shipping/quote': [ok({ quotes: [posLaju, jnt] })],
      '/admin/shipping/book': [
        ok({
          order_id: 41,
          ref_no: order.ref_no,
          status: 'booked',
          message: '',
          shipment: booked,
        }),
      ],
    });
    renderWithQueries(<BookCourier order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));

    const pos = await screen.findByRole('radio', { name: /Pos Laju · RM 6.89/ });
    expect(pos).toBeChecked();
    expect(
      screen.getByText('Pos Laju Next Day (EP-CS0PL) · Drop-off · 1-2 working days · your default'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('J&T Express (EP-CS0JT) · Pick-up · delivery time not given'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /J&T Express · RM 7.20/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));
    expect(
      await screen.findByText('Booked with J&T Express: tracking number 630012345678.'),
    ).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/admin/shipping/book')?.body).toEqual({
      order_id: 41,
      service_id: 'EP-CS0JT',
      quoted_sen: 720,
    });
  });

  it('shows a changed price under the quote and quotes again; a refused address as the message', async () => {
    const changed = 'The price changed since the quote (now RM 7.89): quote the order again.';
    const address = 'The courier refused the address: check it on the order.';
    const seen = serveCalls({
      '/admin/shipping/quote': [
        ok({ quotes: [posLaju] }),
        ok({ quotes: [{ ...posLaju, price_sen: 789 }] }),
      ],
      '/admin/shipping/book': [refused('quoted_sen', changed), refused('order_id', address)],
    });
    renderWithQueries(<BookCourier order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));
    await screen.findByRole('radio', { name: /RM 6.89/ });
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quote again' }));
    expect(await screen.findByRole('radio', { name: /Pos Laju · RM 7.89/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));
    expect(await screen.findByText(address)).toBeInTheDocument();
    const bookings = seen.filter((call) => call.path === '/admin/shipping/book');
    expect(bookings.map((call) => (call.body as { quoted_sen: number }).quoted_sen)).toEqual([
      689, 789,
    ]);
  });

  it('says why EasyParcel cannot quote, never a raw error', async () => {
    serveCalls({
      '/admin/shipping/quote': [
        refused('order_id', 'Connect the EasyParcel account in Settings, Shipping.'),
      ],
    });
    renderWithQueries(<BookCourier order={order} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book courier' }));
    expect(
      await screen.findByText('Connect the EasyParcel account in Settings, Shipping.'),
    ).toBeInTheDocument();
  });
});

describe('OrderParcel', () => {
  it('shows the courier, tracking number and charge beside the shipping paid, and opens the label PDF', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const seen = serveCalls({
      '/admin/shipping/label': [
        ok({ pdf_url: '/api/admin/shipping/labels.pdf?orders=41', not_ready: [] }),
      ],
      '/admin/shipping/track': [
        ok({
          shipment: booked,
          events: [
            {
              at: '2026-11-28T03:00:00.000Z',
              stage: 'picked_up',
              description: 'Parcel picked up by courier',
              location: 'Shah Alam Hub',
            },
          ],
        }),
      ],
    });
    renderWithQueries(<OrderParcel order={{ ...order, parcel: booked }} canPrint />);
    expect(screen.getByText('Booked, waiting for the courier')).toBeInTheDocument();
    expect(screen.getByText('630012345678')).toBeInTheDocument();
    expect(screen.getByText('RM 7.20 (shopper paid RM 8.00 shipping)')).toBeInTheDocument();
    expect(
      await screen.findByText('28 Nov 2026, 11:00 am: Parcel picked up by courier (Shah Alam Hub)'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Print label' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/admin/shipping/labels.pdf?orders=41'));
    expect(seen.find((call) => call.path === '/admin/shipping/label')?.body).toEqual({
      order_ids: [41],
    });
  });

  it('shows a refused booking in EasyParcel’s words', () => {
    renderWithQueries(
      <OrderParcel
        order={{
          ...order,
          parcel: {
            ...booked,
            state: 'refused',
            awb_number: null,
            charged_sen: null,
            errors: ['Weight exceeds service limits'],
          },
        }}
        canPrint
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Weight exceeds service limits');
    expect(screen.getByText('Not booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
  });
});
