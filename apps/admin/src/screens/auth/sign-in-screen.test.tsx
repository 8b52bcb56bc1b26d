import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInScreen } from './sign-in-screen';
import { readRequest } from '../../test-kit/read-request';

/** The server's answers, by path: the network edge the screen talks to. */
function serve(answers: Record<string, { status: number; body: unknown }>) {
  const seen: { path: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const sent = await readRequest(request);
    const path = sent.path;
    seen.push({ path, body: sent.body, headers: sent.headers });
    const answer = answers[path] ?? { status: 404, body: { code: 404, message: 'Not found.' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return seen;
}

const renderScreen = () => {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInScreen /> },
      { path: '/', element: <h1>Orders</h1> },
    ],
    { initialEntries: ['/sign-in'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('SignInScreen', () => {
  it('asks for the password, then the authenticator code, then opens the back office', async () => {
    const seen = serve({
      '/api/admin/auth/sign-in': {
        status: 200,
        body: { code: 200, message: 'Success', data: { step: 'totp' } },
      },
      '/api/admin/auth/totp': {
        status: 200,
        body: {
          code: 200,
          message: 'Success',
          data: {
            admin: {
              id: 1,
              email: 'owner@nyiur.test',
              name: 'Aisyah',
              role: 'owner',
              permissions: ['orders.read'],
            },
          },
        },
      },
    });
    renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@nyiur.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'kelapa muda segar');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(seen.map((call) => call.path)).toEqual([
      '/api/admin/auth/sign-in',
      '/api/admin/auth/totp',
    ]);
    expect(seen[1]?.body).toEqual({ code: '123456' });
    expect(seen.every((call) => call.headers.get('x-nyiur-admin') === '1')).toBe(true);
  });

  it("shows the server's message for a wrong password and stays on the form", async () => {
    serve({
      '/api/admin/auth/sign-in': {
        status: 400,
        body: { code: 400, message: 'The e-mail or password is incorrect.' },
      },
    });
    renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@nyiur.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is incorrect.',
    );
    expect(screen.queryByRole('textbox', { name: 'Authenticator code' })).not.toBeInTheDocument();
  });

  it('takes a recovery code instead of the authenticator code', async () => {
    const seen = serve({
      '/api/admin/auth/sign-in': {
        status: 200,
        body: { code: 200, message: 'Success', data: { step: 'totp' } },
      },
      '/api/admin/auth/totp': {
        status: 422,
        body: {
          code: 422,
          message: 'That recovery code is not one of yours, or it was used already.',
          data: {
            errors: {
              recovery_code: 'That recovery code is not one of yours, or it was used already.',
            },
          },
        },
      },
    });
    renderScreen();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@nyiur.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'kelapa muda segar');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('That recovery code is not one of yours, or it was used already.'),
    ).toBeInTheDocument();
    expect(seen[1]?.body).toEqual({ recovery_code: 'abcde-fghjk' });
  });

  it('asks for the e-mail and the code in the browser before sending anything', async () => {
    const seen = serve({
      '/api/admin/auth/sign-in': {
        status: 200,
        body: { code: 200, message: 'Success', data: { step: 'totp' } },
      },
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'Enter your e-mail address.',
      ),
    );
    expect(seen).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@nyiur.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('textbox', { name: 'Authenticator code' });
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'The 6-digit code your authenticator app shows now. Enter the 6-digit code from your authenticator app.',
      ),
    );
    expect(seen.map((call) => call.path)).toEqual(['/api/admin/auth/sign-in']);
  });
});
