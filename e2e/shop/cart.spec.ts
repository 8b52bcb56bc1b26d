import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartBadge,
  cartDrawer,
  loginByApi,
  registerByApi,
  toastWith,
} from '../support/shop';

test.describe('cart', () => {
  test('add to cart while logged out asks to log in and goes to /login', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
    await page.getByRole('button', { name: 'Add MCT Essentials to cart' }).click();
    await expect(toastWith(page, 'Please login to continue.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('add, change the quantity in the drawer, remove', async ({ page, request }) => {
    await page.clock.install();
    const shopper = await registerByApi(request, 'cart');
    await loginByApi(page, request, shopper);
    await expect(cartBadge(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Add MCT LeanEssentials to cart' }).click();
    await expect(cartDrawer(page)).toBeVisible();
    await expect(cartDrawer(page)).toHaveAccessibleName('Cart (1)');
    await page.getByRole('button', { name: 'Close cart' }).click();

    await addFromProductPage(page, 'essentials', 2);
    const drawer = cartDrawer(page);
    await expect(drawer).toHaveAccessibleName('Cart (3)');
    await expect(cartBadge(page)).toHaveText('3');
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 594.00');
    await expect(drawer.getByText('Taxes and shipping calculated at checkout')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Check Out' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    // Typing is debounced: only the last value is sent, 500 ms after the last keystroke. The
    // page's clock stands still while the two edits are typed, so how long the typing takes on a
    // busy machine cannot open a gap longer than the debounce between them.
    const quantity = drawer.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' });
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/users/add-to-cart')) sent.push(req.url());
    });
    await page.clock.pauseAt(Date.now() + 1_000);
    await quantity.fill('4');
    await quantity.fill('5');
    await page.clock.runFor(400);
    expect(sent).toHaveLength(0);
    await page.clock.runFor(200);
    await page.clock.resume();
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 1,188.00');
    // One request for the two edits, carrying the last value (5 boxes: RM1,188).
    expect(sent).toHaveLength(1);
    await expect(drawer).toHaveAccessibleName('Cart (6)');

    // A typed 0 becomes 1; minus never goes below 1.
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 396.00');
    await expect(
      drawer.getByRole('button', { name: 'Decrease quantity of MCT Essentials' }),
    ).toBeDisabled();
    await drawer.getByRole('button', { name: 'Increase quantity of MCT Essentials' }).click();
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 594.00');

    await drawer.getByRole('button', { name: 'Remove MCT Essentials' }).click();
    await drawer.getByRole('button', { name: 'Remove MCT LeanEssentials' }).click();
    await expect(drawer.getByText('Your Cart is Empty')).toBeVisible();
    await expect(drawer).toHaveAccessibleName('Cart');
    await expect(cartBadge(page)).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a cart over RM3,000 shows the spec message', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'limits');
    await loginByApi(page, request, shopper);
    const message = 'Exceed maximum RM3000 per transaction. Please reduce your quantity.';

    // From the product page: 16 boxes are RM3,168. The page shows its key ingredients and the
    // sachet tiles of the spec's product record.
    await page.goto('/mct/essentials');
    await expect(
      page.getByRole('list', { name: 'Key ingredients' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'One sachet, one serving' }).getByRole('img'),
    ).toHaveCount(3);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('16');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toastWith(page, message)).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);

    // From the drawer the server refuses the same and the line keeps its quantity.
    await addFromProductPage(page, 'essentials', 15);
    const drawer = cartDrawer(page);
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 2,970.00');
    await drawer.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' }).fill('16');
    await expect(toastWith(page, message)).toBeVisible();
    // Raised while the drawer is open, the toast is still in the accessibility tree.
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText(message, { exact: true }),
    ).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('RM 2,970.00');
    await expect(
      drawer.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' }),
    ).toHaveValue('15');
  });

  test('an unknown product name shows the not-found screen with HTTP 404', async ({ page }) => {
    const response = await page.goto('/mct/proessentials');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("We're sorry, this page is not available")).toBeVisible();
    await expect(page.getByText('404 - Page not found')).toBeVisible();
  });
});
