import { expect, test } from '@playwright/test';
import { buyWithDelivery } from '../support/journeys';
import { cartDrawer } from '../support/shop';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('mobile, 390 px', () => {
  test('the left menu offers Login, then See Account once logged in', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'MCT Essentials' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await menu.getByRole('link', { name: 'MCT LeanEssentials' }).click();
    await expect(page).toHaveURL(/\/mct\/leanessentials$/);
    await expect(menu).toBeHidden();
  });

  test('the product image zooms in a drawer', async ({ page }) => {
    await page.goto('/mct/essentials');
    await page.getByRole('button', { name: /^Zoom image/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'MCT Essentials' }).getByRole('img'),
    ).toBeVisible();
  });

  test('the main journey: register, buy with delivery, see the Paid order', async ({ page }) => {
    test.setTimeout(150_000);
    await buyWithDelivery(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'See Account' }),
    ).toHaveAttribute('href', '/account');
  });

  test('the cart drawer takes the full width', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const box = await cartDrawer(page).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
  });
});
