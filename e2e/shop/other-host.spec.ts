import { expect, test } from '@playwright/test';
import { buyBoxThroughShop, field, registerByApi } from '../support/shop';

/*
 * The shop is opened on an address other than its public one (localhost while PUBLIC_BASE_URL
 * names 127.0.0.1): the first page moves to the public address, and the shopper can pay.
 */
test('opened on another host, the shop moves to its own address and takes the payment', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const canonical = new URL(baseURL ?? '');
  const other = `http://localhost:${canonical.port}`;
  const shopper = await registerByApi(request, 'otherhost');

  await page.goto(`${other}/login?from=campaign`);
  await expect(page).toHaveURL(`${canonical.origin}/login?from=campaign`);
  await field(page, 'Email').fill(shopper.email);
  await field(page, 'Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/);

  await buyBoxThroughShop(page);
  await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(canonical.host);
});
