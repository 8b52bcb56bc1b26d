import { expect, test } from '@playwright/test';
import {
  HOUSE_REFERRAL,
  field,
  PASSWORD,
  errorToast,
  loginViaUi,
  mailsTo,
  recordToasts,
  registerByApi,
  toastsSeen,
  uniqueEmail,
} from '../support/shop';

test.describe('accounts', () => {
  test('register with a referral code from aff_id, then land logged in', async ({ page }) => {
    const email = uniqueEmail('register');
    await recordToasts(page);
    await page.goto(`/register?aff_id=${HOUSE_REFERRAL}`);
    await expect(field(page, 'Referral Code')).toHaveValue(HOUSE_REFERRAL);
    await expect(page.getByText(`No referral code? Enter ${HOUSE_REFERRAL}.`)).toBeVisible();

    // The spec's required-field messages, before anything is sent.
    await field(page, 'Referral Code').fill('');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Please input your first name!')).toBeVisible();
    await expect(page.getByText('Please input your email!')).toBeVisible();
    await expect(page.getByText('Password is required!')).toBeVisible();
    await expect(page.getByText('Referral Code is required!')).toBeVisible();

    await field(page, 'First Name').fill('Aina');
    await field(page, 'Last Name').fill('Rahman');
    await field(page, 'Email').fill(email);
    // A new password has a floor: eight characters, and not one of the most common ones.
    await field(page, 'Password').fill('kelapa7');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await field(page, 'Password').fill('password123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByText('This password is too common. Please choose another.'),
    ).toBeVisible();
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Referral Code').fill(HOUSE_REFERRAL);
    await page.getByRole('button', { name: 'Register' }).click();
    // The toast shows for the second before the new member goes home (a full page load into the
    // brand app), logged in.
    await page.waitForURL((url) => url.pathname === '/');
    // Shown on the home page it lands on, once that page has its code.
    await expect
      .poll(() => toastsSeen(page))
      .toContainEqual(expect.stringContaining('Register Successful!'));
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(JSON.parse(token ?? '{}').access_token).toBeTruthy();

    await page.goto('/register');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page.getByText('Welcome, Aina!')).toBeVisible();
  });

  test('a signed-out visitor to /checkout or /account is at the login screen before the page has its code', async ({
    page,
  }) => {
    // No code for the pages at all: only the prerendered HTML and the guard at the top of its
    // head (inline, allowed by the CSP by its hash).
    await page.route(/\/shop-assets\/[\w.-]+\.js$/, (route) => route.abort());
    for (const path of ['/checkout', '/account']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('log in and out', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'login');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please input your email!')).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

    await field(page, 'Email').fill(shopper.email);
    await field(page, 'Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(errorToast(page)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, shopper);
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/account',
    );

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('forgot password through the e-mail outbox, reset, log in with the new password', async ({
    page,
    request,
  }) => {
    const shopper = await registerByApi(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please input your email!')).toBeVisible();
    await field(page, 'Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The reset e-mail itself, waited for: not whichever reached the shopper last.
    const resetLink = async () => {
      for (const mail of await mailsTo(shopper.email)) {
        const found = /https?:\/\/[^\s"<>]+\/password\?token=[^\s"<>]+/.exec(mail)?.[0];
        if (found) return found;
      }
      return '';
    };
    await expect.poll(resetLink, { timeout: 15_000 }).not.toBe('');
    const link = await resetLink();
    const url = new URL(link!.replace(/&amp;/g, '&'));

    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'RESET PASSWORD' })).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter new password')).toBeVisible();
    await field(page, 'New Password').fill('Santan-Baru-9');
    await field(page, 'Confirm Password').fill('Santan-Baru-8');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('The Password does not match')).toBeVisible();
    await field(page, 'Confirm Password').fill('Santan-Baru-9');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, { email: shopper.email, password: 'Santan-Baru-9' });
  });
});
