import type { AdminLead } from '@nyiur/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThankLeadForm } from './thank-lead-form';
import { readRequest } from '../../test-kit/read-request';

afterEach(() => vi.unstubAllGlobals());

const voucher = {
  id: 3,
  code: 'THANKS-ABC234',
  kind: 'amount_off',
  amount: '10.00',
  percent: null,
  cap: null,
  min_spend: '0.00',
  product_ids: null,
  starts_at: null,
  ends_at: '2026-12-26T04:00:00.000Z',
  total_uses: 1,
  uses_taken: 0,
  uses_per_customer: 1,
  first_order_only: true,
  members_only: false,
  show_hint: false,
  status: 'active',
  awaiting_approval: false,
  note: '',
  batch_id: null,
  affiliate_code: null,
  created_at: '2026-11-26T04:00:00.000Z',
};

describe('ThankLeadForm', () => {
  it('e-mails a free-sample lead a code of RM 10 for 30 days', async () => {
    const seen: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const sent = await readRequest(request);
      seen.push({
        path: sent.path,
        body: sent.body,
      });
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: { voucher } }), {
        status: 200,
      });
    });
    const user = userEvent.setup();
    render(<ThankLeadForm lead={{ id: 41, kind: 'free_sample' } as AdminLead} />);
    await user.click(screen.getByRole('button', { name: 'Send thank-you code' }));
    await user.click(screen.getByRole('button', { name: 'E-mail the code' }));
    expect(await screen.findByText('Code THANKS-ABC234 e-mailed.')).toBeInTheDocument();
    expect(seen).toEqual([
      { path: '/api/admin/vouchers/thank-lead', body: { lead_id: 41, amount: '10.00', days: 30 } },
    ]);
  });

  it('refuses a length of days in the browser with the contract’s message, and sends nothing', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push((await readRequest(request)).path);
      return new Response(JSON.stringify({ code: 200, message: 'OK', data: { voucher } }));
    });
    const user = userEvent.setup();
    render(<ThankLeadForm lead={{ id: 41, kind: 'free_sample' } as AdminLead} />);
    await user.click(screen.getByRole('button', { name: 'Send thank-you code' }));
    const days = screen.getByRole('textbox', { name: /^Valid for \(days\)/ });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'E-mail the code' }));
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription('Enter how many days it lasts, from 1 to 365.'),
    );
    expect(seen).toEqual([]);
  });

  it('puts the server’s 422 under its field, then asks for the password and sends again', async () => {
    const seen: { path: string; body: unknown }[] = [];
    const answers = [
      {
        status: 422,
        body: {
          code: 422,
          message: 'Enter the RM off, e.g. 10.00.',
          data: { errors: { amount: 'Enter the RM off, e.g. 10.00.' } },
        },
      },
      {
        status: 403,
        body: {
          code: 403,
          message: 'Please confirm it is you with your password or a code.',
          data: { reauth_required: true },
        },
      },
      { status: 200, body: { code: 200, message: 'OK', data: {} } },
      { status: 200, body: { code: 200, message: 'OK', data: { voucher } } },
    ];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(await readRequest(request));
      const answer = answers.shift() ?? { status: 500, body: { code: 500, message: 'No more.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
    const user = userEvent.setup();
    render(<ThankLeadForm lead={{ id: 41, kind: 'free_sample' } as AdminLead} />);
    await user.click(screen.getByRole('button', { name: 'Send thank-you code' }));
    await user.click(screen.getByRole('button', { name: 'E-mail the code' }));
    const amount = screen.getByRole('textbox', { name: /^RM off the first box/ });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Enter the RM off, e.g. 10.00.'),
    );

    await user.click(screen.getByRole('button', { name: 'E-mail the code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(confirm).getByLabelText('Password')).toHaveAccessibleDescription(
        'Enter your password or the 6-digit code.',
      ),
    );
    await user.type(within(confirm).getByLabelText('Password'), 'correct horse');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Code THANKS-ABC234 e-mailed.')).toBeInTheDocument();
    expect(seen.map(({ path }) => path)).toEqual([
      '/api/admin/vouchers/thank-lead',
      '/api/admin/vouchers/thank-lead',
      '/api/admin/auth/reauth',
      '/api/admin/vouchers/thank-lead',
    ]);
    expect(seen[2]?.body).toEqual({ password: 'correct horse' });
  });
});
