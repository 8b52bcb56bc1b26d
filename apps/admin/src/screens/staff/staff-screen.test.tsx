import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffScreen } from './staff-screen';
import type { StaffMember } from './staff-member';
import { ok, serveQueues } from '../../test-kit/serve-api';
import type { Answer } from '../../test-kit/serve-api';
import { renderWithQueries } from '../../test-kit/render-admin';
import { labelledValues, wideScreen } from '../../test-kit/screen-width';

const packer: StaffMember = {
  id: 5,
  email: 'packer@nyiur.test',
  name: 'Farah',
  role: 'packer',
  totp_enrolled: true,
  disabled_at: null,
  setup_link_expires_at: null,
};
const invited: StaffMember = {
  id: 6,
  email: 'new@nyiur.test',
  name: '',
  role: 'marketing',
  totp_enrolled: false,
  disabled_at: null,
  setup_link_expires_at: null,
};
const withDates = (member: StaffMember) => ({ ...member, created_at: '2026-11-01T02:00:00.000Z' });

const renderScreen = () => renderWithQueries(<StaffScreen />);

const serve = (answers: Record<string, Answer[]>) => serveQueues(answers, 'Not here.');

describe('StaffScreen', () => {
  it('lists each colleague as a card on a phone and a row of a table above it', async () => {
    const disabled = {
      ...invited,
      id: 7,
      email: 'old@nyiur.test',
      disabled_at: '2026-11-20T02:00:00.000Z',
    };
    serve({
      '/api/admin/staff/list': [
        ok({ staff: [withDates(packer), withDates(disabled)] }),
        ok({ staff: [withDates(packer), withDates(disabled)] }),
      ],
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Staff' });
    const card = within(list).getByRole('listitem', { name: 'Farah' });
    expect(labelledValues(card)).toEqual([
      ['E-mail', 'packer@nyiur.test'],
      ['Status', 'Authenticator on'],
      ['Role', 'Packer: sees and ships orders'],
    ]);
    expect(within(card).getByRole('combobox', { name: 'Role of packer@nyiur.test' })).toBeVisible();
    const gone = within(list).getByRole('listitem', { name: 'old@nyiur.test' });
    expect(labelledValues(gone)).toEqual([
      ['E-mail', 'old@nyiur.test'],
      ['Status', 'Disabled'],
      ['Role', 'Marketing'],
    ]);
    expect(within(gone).getByRole('button', { name: 'Enable: old@nyiur.test' })).toBeVisible();
    cleanup();

    wideScreen();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'E-mail', 'Status', 'Role', 'Actions']);
    const row = within(table).getByRole('row', { name: 'Farah' });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Farah');
    expect(within(row).getByRole('button', { name: 'Disable: packer@nyiur.test' })).toBeVisible();
  });

  it('disables a colleague after the confirm dialog, and offers Enable afterwards', async () => {
    const disabled = { ...packer, disabled_at: '2026-11-26T10:00:00.000Z' };
    const seen = serve({
      '/api/admin/staff/list': [
        ok({ staff: [withDates(packer), withDates(invited)] }),
        ok({ staff: [withDates(disabled), withDates(invited)] }),
      ],
      '/api/admin/staff/disable': [ok({ staff: withDates(disabled) })],
    });
    renderScreen();
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Farah' });
    expect(within(card).getByText('Authenticator on')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disable: packer@nyiur.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Farah?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(seen.filter((call) => call.path === '/api/admin/staff/disable')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Disable: packer@nyiur.test' }));
    const again = await screen.findByRole('alertdialog', { name: 'Disable Farah?' });
    await user.click(within(again).getByRole('button', { name: 'Disable' }));
    expect(await screen.findAllByText('Farah is disabled.')).not.toHaveLength(0);
    expect(seen.find((call) => call.path === '/api/admin/staff/disable')?.body).toEqual({ id: 5 });
    const after = await screen.findByRole('listitem', { name: 'Farah' });
    expect(await within(after).findByText('Disabled')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Enable: packer@nyiur.test' })).toBeVisible();
  });

  it('resends an expired invitation and shows the new link', async () => {
    serve({
      '/api/admin/staff/list': [ok({ staff: [withDates(invited)] })],
      '/api/admin/staff/resend-invite': [
        ok({ staff: withDates(invited), setup_url: 'http://shop.test/admin/setup?token=new' }),
      ],
    });
    renderScreen();
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'new@nyiur.test' });
    expect(within(card).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Reset authenticator/ })).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Resend invitation: new@nyiur.test' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Send new@nyiur.test a new set-up link?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByTestId('setup-link')).toHaveTextContent(
      'http://shop.test/admin/setup?token=new',
    );
  });

  it('refuses an e-mail that is not one in the browser, then invites and shows the set-up link', async () => {
    const seen = serve({
      '/api/admin/staff/list': [ok({ staff: [withDates(packer)] })],
      '/api/admin/staff/invite': [ok({ setup_url: 'http://shop.test/admin/setup?token=abc' })],
    });
    renderScreen();
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'farid@');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    expect(seen.filter((call) => call.path === '/api/admin/staff/invite')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'farid@nyiur.test');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByTestId('setup-link')).toHaveTextContent(
      'http://shop.test/admin/setup?token=abc',
    );
    expect(seen.filter((call) => call.path === '/api/admin/staff/invite')).toEqual([
      { path: '/api/admin/staff/invite', body: { email: 'farid@nyiur.test', role: 'packer' } },
    ]);
  });
});
