import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@nyiur/shell';
import { renderScreen } from '../test/render-route';
import { envelope, invalid, serveShop } from '../test/shop-server';
import Register, { AFFILIATE_STORAGE_KEY } from './register';

const registered = {
  id: 9,
  name: 'Aina Rahman',
  email: 'aina@example.test',
  current_organization_id: null,
  role_list: ['customer'],
  photo_url: null,
  organization_name: null,
  is_superadmin: false,
  access_token: 'access-9',
  expires_in: 3600,
  refresh_token: 'refresh-9',
};

afterEach(() => useSessionStore.getState().clear());

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: 'Register' });
// The form's code loads after the page (as in the browser, after hydration).
const formLoaded = () => screen.findByRole('button', { name: 'Register' }, { timeout: 15_000 });

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^First Name/), 'Aina');
  await user.type(field(/^Last Name/), 'Rahman');
  await user.type(field(/^Email/), 'aina@example.test');
  await user.type(field(/^Password/), 'kelapa-sawit-9');
}

describe('Register', () => {
  it("shows the spec's messages for an empty form, with the referral hint, and sends nothing", async () => {
    const seen = serveShop({});
    const user = userEvent.setup();
    await renderScreen('/register', <Register />);
    await formLoaded();
    expect(screen.getByText('No referral code? Enter MNA001.')).toBeVisible();
    await user.click(submit());
    // The form's schema loads with the first validation.
    expect(
      await screen.findByText('Please input your first name!', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Please input your email!')).toBeVisible();
    expect(screen.getByText('Password is required!')).toBeVisible();
    expect(screen.getByText('Referral Code is required!')).toBeVisible();
    // Last name is optional: no message under it.
    expect(field(/^Last Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  it('shows the password rules before anything is typed', async () => {
    serveShop({});
    await renderScreen('/register', <Register />);
    await formLoaded();
    expect(field(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password like "password1".',
    );
  });

  it("fills the referral code from the link's aff_id and remembers it", async () => {
    serveShop({});
    await renderScreen('/register', <Register />, '/register?aff_id=AINA22');
    await formLoaded();
    expect(field(/^Referral Code/)).toHaveValue('AINA22');
    expect(window.localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBe('AINA22');
  });

  // Home is the brand site: the move there is a full page load, which jsdom does not perform;
  // the greeting waits for it in this tab's session storage.
  it('sends the form, signs the new customer in and greets them', async () => {
    const seen = serveShop({
      'POST /users/register': () => ({ body: envelope(registered, { access_token: 'access-9' }) }),
    });
    const user = userEvent.setup();
    await renderScreen('/register', <Register />);
    await formLoaded();
    await fillForm(user);
    await user.type(field(/^Referral Code/), 'MNA001');
    await user.click(submit());
    // The greeting travels to the home page with the move (the shell's carried toast).
    await waitFor(
      () =>
        expect(JSON.parse(sessionStorage.getItem('nyiur.carried-toast') ?? 'null')).toEqual({
          tone: 'success',
          message: 'Register Successful!',
        }),
      { timeout: 15_000 },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({
      first_name: 'Aina',
      last_name: 'Rahman',
      email: 'aina@example.test',
      password: 'kelapa-sawit-9',
      referral_code: 'MNA001',
    });
    expect(useSessionStore.getState().token?.access_token).toBe('access-9');
  });

  it("puts the server's field messages under their fields", async () => {
    serveShop({
      'POST /users/register': () =>
        invalid('The email has already been taken.', {
          email: 'The email has already been taken.',
        }),
    });
    const user = userEvent.setup();
    await renderScreen('/register', <Register />);
    await formLoaded();
    await fillForm(user);
    await user.type(field(/^Referral Code/), 'MNA001');
    await user.click(submit());
    expect(await screen.findAllByText('The email has already been taken.')).not.toHaveLength(0);
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveAccessibleDescription(/The email has already been taken\./);
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });
});
