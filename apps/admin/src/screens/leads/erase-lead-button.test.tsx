import type { AdminLead } from '@nyiur/api';
import { Toaster } from '@nyiur/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRequest } from '../../test-kit/read-request';
import { EraseLeadButton, isErasedLead } from './erase-lead-button';

afterEach(() => vi.unstubAllGlobals());

const lead: AdminLead = {
  id: 41,
  kind: 'free_sample',
  created_at: '2026-11-20T02:00:00.000Z',
  name: 'Nur Hamidah',
  email: 'h@example.test',
  phone: '0171234567',
  country: 'Malaysia',
  comments: '',
  is_pro: false,
  is_content_creator: null,
  is_blog_writer: null,
  handled_at: null,
  decision: null,
  decided_at: null,
  referral_code: null,
  unsubscribed_at: null,
};
const erased: AdminLead = {
  ...lead,
  name: '',
  email: 'erased-lead-41@invalid',
  phone: 'erased-41',
};

describe('EraseLeadButton', () => {
  it('erases a lead after the confirmation and the password, never before', async () => {
    const seen: { path: string; body: unknown }[] = [];
    const answers = [
      {
        status: 403,
        body: {
          code: 403,
          message: 'Please confirm it is you with your password or a code.',
          data: { reauth_required: true },
        },
      },
      { status: 200, body: { code: 200, message: 'OK', data: {} } },
      { status: 200, body: { code: 200, message: 'OK', data: { lead: erased } } },
    ];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { path, body } = await readRequest(request);
      seen.push({ path, body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EraseLeadButton lead={lead} />
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Erase Nur Hamidah?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const again = await screen.findByRole('alertdialog', { name: 'Erase Nur Hamidah?' });
    await user.click(within(again).getByRole('button', { name: 'Erase' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(reauth).getByLabelText(/^Password/, { selector: 'input' }), 'secret pw');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findAllByText('Personal data erased. Orders stay in the books.'),
    ).not.toHaveLength(0);
    expect(seen.map((call) => call.path)).toEqual([
      '/api/admin/leads/erase',
      '/api/admin/auth/reauth',
      '/api/admin/leads/erase',
    ]);
    expect(seen[2]?.body).toEqual({ id: 41 });
  });

  it('knows an erased lead by its placeholder address', () => {
    expect(isErasedLead({ email: 'erased-lead-41@invalid' } as AdminLead)).toBe(true);
    expect(isErasedLead({ email: 'erased-lead-41@invalid.example' } as AdminLead)).toBe(false);
    expect(isErasedLead({ email: 'h@example.test' } as AdminLead)).toBe(false);
  });
});
