import type { AdminAffiliate, AdminCommissionLine } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AffiliateScreen } from './affiliate-screen';
import { AffiliatesScreen } from './affiliates-screen';
import { envelope, serveApi } from '../../test-kit/serve-api';
import { renderAdmin } from '../../test-kit/render-admin';

const affiliate = (overrides: Partial<AdminAffiliate> = {}): AdminAffiliate => ({
  code: 'SITI4821',
  name: 'Siti Aminah',
  email: 'siti@example.test',
  rate_percent: null,
  effective_rate_percent: 10,
  bank_name: '',
  account_holder: '',
  account_number: '',
  held: '19.80',
  payable: '39.60',
  paid: '0.00',
  ...overrides,
});

const line = (overrides: Partial<AdminCommissionLine> = {}): AdminCommissionLine => ({
  id: 1,
  kind: 'commission',
  status: 'held',
  amount: '19.80',
  base_amount: '198.00',
  rate_percent: 10,
  order_id: 41,
  ref_no: 'NY0000041',
  order_status: 'Paid',
  created_at: '2026-11-20T02:00:00.000Z',
  releases_at: null,
  payout_month: null,
  ...overrides,
});

const list = (affiliates: AdminAffiliate[]) => ({
  status: 200,
  body: envelope({ affiliates, default_rate_percent: 10, return_window_days: 7 }),
});

const renderScreen = (entry = '/affiliates') =>
  renderAdmin(
    [
      { path: '/affiliates', element: <AffiliatesScreen /> },
      { path: '/affiliates/:code', element: <AffiliateScreen /> },
    ],
    { entry },
  );

const serve = serveApi;

describe('AffiliatesScreen', () => {
  it('lists balances, offers the month as CSV, and marks it paid after confirming', async () => {
    let paid = false;
    const seen = serve((path) => {
      if (path === '/api/admin/affiliates/payouts/mark-paid') {
        paid = true;
        return {
          status: 200,
          body: envelope({ month: '2026-10', affiliates: 1, lines: 2, total: '39.60' }),
        };
      }
      return list([affiliate(paid ? { payable: '0.00', paid: '39.60' } : {})]);
    });
    renderScreen();
    expect(screen.getByText('Loading affiliates')).toBeInTheDocument();
    const row = await screen.findByTestId('affiliate-row');
    expect(within(row).getByText('Paid').nextElementSibling).toHaveTextContent('RM 0.00');
    expect(within(row).getByRole('link', { name: 'Siti Aminah' })).toHaveAttribute(
      'href',
      '/affiliates/SITI4821',
    );
    expect(within(row).getByText('RM 39.60')).toBeInTheDocument();
    expect(within(row).getByText(/10% \(default\)/)).toBeInTheDocument();
    expect(within(row).getByText('No bank details yet')).toBeInTheDocument();

    const user = userEvent.setup();
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-10');
    expect(
      screen.getByRole('link', { name: 'Download payout CSV for October 2026' }),
    ).toHaveAttribute('href', '/api/admin/affiliates/payouts.csv?month=2026-10');

    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Mark the October 2026 payout paid?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    expect(seen.some((call) => call.path.endsWith('/mark-paid'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark paid' }),
    );
    expect(await screen.findByText(/marked paid: 1 affiliate, RM 39.60/)).toBeInTheDocument();
    expect(seen.find((call) => call.path.endsWith('/mark-paid'))?.body).toEqual({
      month: '2026-10',
    });
    const paidSoFar = () => within(row).getByText('Paid').nextElementSibling?.textContent;
    await vi.waitFor(() => expect(paidSoFar()).toBe('RM 39.60'));
  });

  it('says so when there are no affiliates, and shows a failure with a way to try again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? { status: 500, body: { code: 500, message: 'The shop is having trouble.' } }
        : list([]),
    );
    renderScreen();
    expect(await screen.findByText('The shop is having trouble.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No affiliates yet/)).toBeInTheDocument();
  });
});

describe('AffiliateScreen', () => {
  it('shows the lines and saves the rate and bank details, refusing a rate over 100 first', async () => {
    let saved = false;
    const seen = serve((path) => {
      if (path === '/api/admin/affiliates/update') {
        saved = true;
        return {
          status: 200,
          body: envelope({
            affiliate: affiliate({ rate_percent: 12.5, effective_rate_percent: 12.5 }),
          }),
        };
      }
      return {
        status: 200,
        body: envelope({
          affiliate: affiliate(saved ? { rate_percent: 12.5 } : {}),
          lines: [
            line({ id: 3, kind: 'clawback', status: 'released', amount: '-9.90' }),
            line({ id: 2, status: 'held', releases_at: '2026-11-30T02:00:00.000Z' }),
          ],
        }),
      };
    });
    renderScreen('/affiliates/SITI4821');
    expect(await screen.findByRole('heading', { name: 'Siti Aminah' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('commission-line');
    expect(within(lines[0] as HTMLElement).getByText('-RM 9.90')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Ready for payout')).toBeInTheDocument();
    expect(
      within(lines[1] as HTMLElement).getByText(/ready for payout on 30 Nov 2026/),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Commission rate/), '150');
    await user.type(screen.getByLabelText(/Account number/), '1142 0033 5566');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a rate from 0 to 100/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Commission rate/)).toHaveAttribute('aria-invalid', 'true');
    // Refused in the browser, with the contract's message: the server was not asked.
    expect(seen.filter((call) => call.path.endsWith('/update'))).toEqual([]);

    await user.clear(screen.getByLabelText(/Commission rate/));
    await user.type(screen.getByLabelText(/Commission rate/), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate and bank details saved.')).toBeInTheDocument();
    expect(seen.filter((call) => call.path.endsWith('/update')).at(-1)?.body).toEqual({
      code: 'SITI4821',
      rate_percent: '12.5',
      bank_name: '',
      account_holder: '',
      account_number: '1142 0033 5566',
    });
  });
});
