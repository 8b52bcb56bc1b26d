import { expect, test } from '@playwright/test';

test.describe('product page quantity', () => {
  for (const typed of ['1a', '-1a', '2.5', 'abc', '']) {
    test(`"${typed}" resets to 1 when the field is left`, async ({ page }) => {
      // Once the network is idle the page's code runs the field.
      await page.goto('/mct/essentials', { waitUntil: 'networkidle' });
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toHaveValue('2');
      await quantity.fill(typed);
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('1');
      await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    });
  }

  test('a whole number typed stays', async ({ page }) => {
    await page.goto('/mct/essentials', { waitUntil: 'networkidle' });
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('12');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('12');
  });
});
