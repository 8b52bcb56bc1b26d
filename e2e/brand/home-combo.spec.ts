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

  test('Add to Cart while logged in puts the combo in the cart and opens the drawer', async ({
    page,
    request,
  }) => {
    const token = await registerShopper(request, uniqueEmail('combo'));
    await signIn(page, token);
    await page.goto('/');
    const first = page.locator('#combos article').first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('dialog', { name: /Cart/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Cart/ })).toContainText(name);
    const cart = await cartOf(request, token.access_token);
    expect(cart.cart_items.map((item) => item.product.name)).toContain(name);
    await expect(toastWith(page, 'Please login to continue.')).toHaveCount(0);
  });
});
