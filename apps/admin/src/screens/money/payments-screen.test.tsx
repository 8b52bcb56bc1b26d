import type { AdminPayment, AdminProfile } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentsScreen } from './payments-screen';
import { envelope, serveApi } from '../../test-kit/serve-api';
import { renderAdmin } from '../../test-kit/render-admin';

const owner: AdminProfile = {
  id: 1,
  email: 'owner@nyiur.test',
  name: 'Aisyah',
  role: 'owner',
  permissions: ['payments.read', 'payments.requery'],
};
const reader: AdminProfile = { ...owner, id: 3, role: 'marketing', permissions: ['payments.read'] };

const payment = (overrides: Partial<AdminPayment>): AdminPayment => ({
  order_id: 7,
  ref_no: 'NY00007',
  created_at: '2026-11-20T02:00:00.000Z',
  trans_id: 'T123',
  method: 'FPX · Maybank2U',
  gateway_amount: '198.00',
  gateway_status: 'paid',
  gateway_at: '2026-11-20T02:01:00.000Z',
  order_total: '198.00',
  order_status: 'Pending',
  order_paid: false,
  mismatch: 'order_not_paid',
  ...overrides,
});

const renderScreen = (admin: AdminProfile = owner, entry = '/payments') =>
  renderAdmin(
    [
      { path: '/payments', element: <PaymentsScreen /> },
      { path: '/orders/:id', element: <h1>Order page</h1> },
    ],
    { entry, admin },
  );

const serve = serveApi;

describe('PaymentsScreen', () => {
  it('shows each payment beside its order, flags a mismatch, and re-queries it', async () => {
    let paid = false;
    const seen = serve((path) => {
      if (path === '/api/admin/payments/requery') {
        paid = true;
        return {
          status: 200,
          body: envelope({
            answer: '00',
            result: 'paid',
            payment: payment({ order_status: 'Paid', order_paid: true, mismatch: null }),
          }),
        };
      }
      return {
        status: 200,
        body: envelope({
          payments: [
            paid
              ? payment({ order_status: 'Paid', order_paid: true, mismatch: null })
              : payment({}),
            payment({
              order_id: 6,
              ref_no: 'NY00006',
              method: 'Card',
              order_status: 'Paid',
              order_paid: true,
              mismatch: null,
            }),
          ],
          next_before_id: null,
        }),
      };
    });
    renderScreen();
    const [first, second] = await screen.findAllByTestId('payment-row');
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByRole('link', { name: 'NY00007' })).toHaveAttribute(
      'href',
      '/orders/7',
    );
    expect(within(first).getByText('Mismatch: paid at iPay88, not on the order')).toBeVisible();
    expect(within(first).getByText('FPX · Maybank2U')).toBeVisible();
    expect(within(first).getByText('T123')).toBeVisible();
    expect(within(second).getByText('Matches')).toBeVisible();
    expect(within(second).getByText('Card')).toBeVisible();

    await userEvent.click(within(first).getByRole('button', { name: 'Re-query NY00007' }));
    expect(
      await screen.findByText(/NY00007: iPay88 answered “00”\. iPay88 confirmed the payment/),
    ).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/api/admin/payments/requery')?.body).toEqual({
      order_id: 7,
    });
    expect(await within(first).findByText('Matches')).toBeVisible();
  });

  it('asks for mismatches only when ticked, and says when there are none', async () => {
    const seen = serve(() => ({
      status: 200,
      body: envelope({ payments: [], next_before_id: null }),
    }));
    renderScreen();
    expect(await screen.findByText('No payments yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mismatches only' }));
    expect(await screen.findByText('No mismatches: iPay88 and the orders agree.')).toBeVisible();
    expect(seen.at(-1)?.body).toEqual({ mismatches_only: true });
  });

  it('offers no Re-query to a role that may only read, and shows a failure', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { code: 500, message: 'The server had a problem.' } }
        : { status: 200, body: envelope({ payments: [payment({})], next_before_id: null }) },
    );
    renderScreen(reader);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const row = await screen.findByTestId('payment-row');
    expect(within(row).queryByRole('button', { name: /Re-query/ })).not.toBeInTheDocument();
  });
});
