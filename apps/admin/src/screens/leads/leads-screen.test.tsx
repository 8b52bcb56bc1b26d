import type { AdminLead } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LeadsScreen } from './leads-screen';
import { envelope, serveApi } from '../../test-kit/serve-api';
import { marketingProfile } from '../../test-kit/admin-profiles';
import { renderAdmin } from '../../test-kit/render-admin';

const lead = (overrides: Partial<AdminLead>): AdminLead => ({
  id: 1,
  kind: 'contact',
  created_at: '2026-11-20T02:00:00.000Z',
  name: 'Siti Aminah',
  email: 'siti@example.test',
  phone: '0123456789',
  country: 'Malaysia',
  comments: 'Do you ship to Kuching?',
  is_pro: false,
  is_content_creator: null,
  is_blog_writer: null,
  handled_at: null,
  decision: null,
  decided_at: null,
  referral_code: null,
  unsubscribed_at: null,
  ...overrides,
});

const renderScreen = (entry = '/leads') =>
  renderAdmin([{ path: '/leads', element: <LeadsScreen /> }], { entry, admin: marketingProfile });

const serve = serveApi;

describe('LeadsScreen', () => {
  it('lists messages with a reply link, marks one handled, and loads more', async () => {
    let handled = false;
    const seen = serve((path, body) => {
      if (path === '/api/admin/leads/mark-handled') {
        handled = true;
        return {
          status: 200,
          body: envelope({ lead: lead({ handled_at: '2026-11-21T00:00:00.000Z' }) }),
        };
      }
      if (body['before_id'] === 1) {
        return {
          status: 200,
          body: envelope({ leads: [lead({ id: 0, name: 'Older Person' })], next_before_id: null }),
        };
      }
      const first = lead(handled ? { handled_at: '2026-11-21T00:00:00.000Z' } : {});
      return { status: 200, body: envelope({ leads: [first], next_before_id: 1 }) };
    });
    renderScreen();
    const row = await screen.findByTestId('lead-row');
    expect(within(row).getByText('Do you ship to Kuching?')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:siti@example\.test\?subject=/),
    );
    expect(screen.getByRole('link', { name: 'Download messages CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?tab=contact',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked done.')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/api/admin/leads/mark-handled')?.body).toEqual({
      id: 1,
    });
    expect(await within(row).findByText('Handled')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older Person')).toBeInTheDocument();
  });

  it('approves an affiliate and shows the error of a refused decline', async () => {
    const seen = serve((path) => {
      if (path === '/api/admin/leads/approve-affiliate') {
        return {
          status: 200,
          body: envelope({
            lead: lead({ kind: 'affiliate', decision: 'approved', referral_code: 'SITI1234' }),
          }),
        };
      }
      if (path === '/api/admin/leads/decline-affiliate') {
        return {
          status: 409,
          body: { code: 409, message: 'This application was already approved.' },
        };
      }
      return {
        status: 200,
        body: envelope({
          leads: [lead({ id: 7, kind: 'affiliate', is_content_creator: true })],
          next_before_id: null,
        }),
      };
    });
    renderScreen('/leads?tab=affiliate');
    const row = await screen.findByTestId('lead-row');
    expect(within(row).getByText(/Content creator/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Affiliates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/referral code is on its way/)).toBeInTheDocument();
    expect(seen.at(-2)).toEqual({ path: '/api/admin/leads/approve-affiliate', body: { id: 7 } });

    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This application was already approved.')).toBeInTheDocument();
  });

  it('searches subscribers, says when none match, and offers that search as CSV', async () => {
    const seen = serve((_path, body) => ({
      status: 200,
      body: envelope({
        leads: body['q'] ? [] : [lead({ kind: 'subscriber', name: '', comments: '', phone: '' })],
        next_before_id: null,
      }),
    }));
    renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Subscribers' }));
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'nobody@x.test');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No subscribers for this search.')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({ tab: 'subscriber', q: 'nobody@x.test' });
    expect(screen.getByRole('link', { name: 'Download subscribers CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?tab=subscriber&q=nobody%40x.test',
    );
  });

  it('shows a loading state, then the error with a way to try again', async () => {
    serve(() => ({ status: 500, body: { code: 500, message: 'The shop is having trouble.' } }));
    renderScreen();
    expect(screen.getByText('Loading leads')).toBeInTheDocument();
    expect(await screen.findByText('The shop is having trouble.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
