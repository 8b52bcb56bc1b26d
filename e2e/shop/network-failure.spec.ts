import { expect, test } from '@playwright/test';
import { loginByApi, registerByApi, toastWith } from '../support/shop';

const OFFLINE = 'Cannot reach the shop. Please check your internet connection and try again.';

test('a load that cannot reach the shop says so in its own words, on the page and in a toast', async ({
  page,
  request,
}) => {
  const shopper = await registerByApi(request, 'offline');
  await loginByApi(page, request, shopper);
  await page.route('**/api/users/order-history', (route) => route.abort('internetdisconnected'));
  await page.goto('/account');
  await expect(page.getByText(OFFLINE).first()).toBeVisible();
  await expect(toastWith(page, OFFLINE)).toBeVisible();
});

test("a load the server refuses shows the server's message in an error toast", async ({
  page,
  request,
}) => {
  const shopper = await registerByApi(request, 'refused');
  await loginByApi(page, request, shopper);
  const message = 'The shop is busy. Please try again in a moment.';
  await page.route('**/api/users/address-list', (route) =>
    route.fulfill({ status: 503, json: { code: 503, message } }),
  );
  await page.goto('/account');
  await page.getByRole('tab', { name: 'My Addresses' }).click();
  await expect(toastWith(page, message)).toBeVisible();
});
