import { expect, test } from '@playwright/test';
import { cartOf, registerShopper, signIn, toastWith, uniqueEmail } from './support';

test.describe('home page combo packages', () => {
  test('Add to Cart while logged out asks to log in and goes to /login', async ({ page }) => {
    await page.goto('/');
    const combos = page.locator('#combos');
    const add = combos.getByRole('button', { name: /^Add to Cart/ }).first();
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the logged-out toast reads the spec message and stays across the move to sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .locator('#combos')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    // The shop's /login is a full page load away; the toast travels with the shopper.
    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, 'Please login to continue.')).toBeVisible();
    await page.reload();
    await expect(toastWith(page, 'Please login to continue.')).toHaveCount(0);
  });

  test('Add to Cart while logged in on a combo the owner has not put on sale says so', async ({
    page,
    request,
  }) => {
    // The combos' prices are not set yet, so they start not for sale (the back office lists them).
    const token = await registerShopper(request, uniqueEmail('combo'));
    await signIn(page, token);
    await page.goto('/');
    const first = page.locator('#combos article').first();
    await first.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(toastWith(page, 'This product is not available for sale.')).toBeVisible();
    const cart = await cartOf(request, token.access_token);
    expect(cart?.cart_items ?? []).toEqual([]);
    await expect(toastWith(page, 'Please login to continue.')).toHaveCount(0);
  });
});
