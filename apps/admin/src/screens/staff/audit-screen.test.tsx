import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRequest } from '../../test-kit/read-request';
import { AuditScreen } from './audit-screen';

const shipped = {
  id: 9,
  at: '2026-11-27T02:00:00.000Z',
  actor_email: 'packer@nyiur.test',
  action: 'order.ship',
  entity: 'order',
  entity_id: '41',
  before: null,
  after: null,
  ip: '203.0.113.7',
};

/** The audit list at the network edge; records each request's filter. */
function serve() {
  const asked: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push((await readRequest(request)).body);
    return new Response(
      JSON.stringify({
        code: 200,
        message: 'OK',
        data: { entries: [shipped], next_before_id: null },
      }),
    );
  });
  return asked;
}

const renderScreen = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuditScreen />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('AuditScreen', () => {
  it('filters by who and what, and refuses an over-long filter in the browser', async () => {
    const asked = serve();
    renderScreen();
    const user = userEvent.setup();
    expect(await screen.findByText('order.ship')).toBeInTheDocument();

    const who = screen.getByRole('textbox', { name: 'Who (e-mail)' });
    await user.type(who, 'x'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(who).toHaveAccessibleDescription('This field is too long.'));
    expect(asked).toEqual([{}]);

    await user.clear(who);
    await user.type(who, ' packer@nyiur.test ');
    await user.type(screen.getByRole('textbox', { name: /^Action/ }), 'order.ship');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(asked).toEqual([{}, { actor: 'packer@nyiur.test', action: 'order.ship' }]),
    );
  });
});
