import { expect, test } from '@playwright/test';
import { loginByApi, registerByApi } from '../support/shop';

test('a load that cannot reach the shop says so in its own words', async ({ page, request }) => {
  const shopper = await registerByApi(request, 'offline');
  await loginByApi(page, request, shopper);
  await page.route('**/api/users/order-history', (route) => route.abort('internetdisconnected'));
  await page.goto('/account');
  await expect(
    page.getByText('Cannot reach the shop. Please check your internet connection and try again.'),
  ).toBeVisible();
});
