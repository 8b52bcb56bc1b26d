import type { AdminLead } from '@nyiur/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThankLeadForm } from './thank-lead-form';
import { readRequest } from '../test-kit/read-request';

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
});
