import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@nyiur/shell';
import { renderScreen } from '../test/render-route';
import { envelope, serveShop } from '../test/shop-server';
import Login from './login';

const loginData = {
  id: 7,
  name: 'Aina Rahman',
  email: 'aina@example.test',
  current_organization_id: null,
  role_list: ['customer'],
  photo_url: null,
  organization_name: null,
  is_superadmin: false,
  access_token: 'access-7',
  expires_in: 3600,
  refresh_token: 'refresh-7',
};

afterEach(() => useSessionStore.getState().clear());

const submit = () => screen.getByRole('button', { name: 'Login' });
// The form's code loads after the page (as in the browser, after hydration).
const formLoaded = () => screen.findByRole('button', { name: 'Login' }, { timeout: 15_000 });

describe('Login', () => {
  it("shows the spec's messages for an empty form and sends nothing", async () => {
    const seen = serveShop({});
    const user = userEvent.setup();
    await renderScreen('/login', <Login />);
    await formLoaded();
    await user.click(submit());
    // The form's schema loads with the first validation.
    expect(
      await screen.findByText('Please input your email!', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it('signs in with the password grant, then goes to My Account', async () => {
    const seen = serveShop({
      'POST /oauth/token': () => ({ body: envelope(loginData, { access_token: 'access-7' }) }),
    });
    const user = userEvent.setup();
    await renderScreen('/login', <Login />);
    await formLoaded();
    await user.type(screen.getByLabelText(/^Email/), 'aina@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'kelapa-sawit-9');
    await user.click(submit());
    expect(await screen.findByText('Now at /account', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({
      grant_type: 'password',
      username: 'aina@example.test',
      password: 'kelapa-sawit-9',
    });
    expect(useSessionStore.getState().token?.access_token).toBe('access-7');
  });

  it('stays on the form, busy no longer, and shows the refusal when the password is wrong', async () => {
    serveShop({
      'POST /oauth/token': () => ({
        status: 401,
        body: { code: 401, message: 'The user credentials were incorrect.' },
      }),
    });
    const user = userEvent.setup();
    await renderScreen('/login', <Login />);
    await formLoaded();
    await user.type(screen.getByLabelText(/^Email/), 'aina@example.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByText('The user credentials were incorrect.')).toBeInTheDocument();
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
