import { expect, test } from '@playwright/test';

/*
 * On a new shop no combo has a price of the owner's yet: the home page says "Coming soon" and
 * offers neither a price nor Add to Cart. A combo the owner prices and puts on sale is offered
 * and goes into the cart (e2e/admin/catalogue.spec.ts, on a server of its own).
 */
test.describe('home page combo packages on a new shop', () => {
  test('say "Coming soon", with no price and no Add to Cart', async ({ page }) => {
    await page.goto('/');
    const combos = page.locator('#combos article');
    await combos.first().scrollIntoViewIfNeeded();
    await expect(combos.getByText('Coming soon', { exact: true })).toHaveCount(3);
    await expect(combos).toHaveCount(3);
    await expect(page.locator('#combos').getByRole('button', { name: /Add to Cart/ })).toHaveCount(
      0,
    );
    await expect(page.locator('#combos').getByText(/RM\s?[\d,]+\.\d\d/)).toHaveCount(0);
  });

  test('the affiliate page lists the qualifying combos without a price', async ({ page }) => {
    await page.goto('/lifestyle-affiliate');
    const list = page.locator('#how-it-works li').filter({ hasText: 'Starter Duo' });
    await expect(list).toHaveText('Starter Duo · Coming soon');
    await expect(page.locator('#how-it-works').getByText(/RM\s?[\d,]+\.\d\d/)).toHaveCount(0);
  });
});
