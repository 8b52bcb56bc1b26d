import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  HOUSE_REFERRAL,
  PASSWORD,
  addFromProductPage,
  cartDrawer,
  field,
  fillDeliveryAddress,
  payInSandbox,
  uniqueEmail,
} from './shop';

/**
 * The main journey: register with a referral code, add to cart, change the quantity in the
 * drawer, check out with delivery, approve in the sandbox, see Payment Success and the Paid
 * order in My Orders.
 */
export async function buyWithDelivery(page: Page) {
  const email = uniqueEmail('buyer');
  await page.goto(`/register?aff_id=${HOUSE_REFERRAL}`);
  await field(page, 'First Name').fill('Siti');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await expect(field(page, 'Referral Code')).toHaveValue(HOUSE_REFERRAL);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await addFromProductPage(page, 'essentials', 2);
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText('RM 396.00');
  await drawer.getByRole('button', { name: 'Decrease quantity of MCT Essentials' }).click();
  await expect(drawer.getByTestId('cart-total')).toHaveText('RM 198.00');
  await drawer.getByRole('link', { name: 'Check Out' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Please insert Phone Number!')).toBeVisible();
  await expect(page.getByText('Please insert Address!')).toBeVisible();
  await field(page, 'Phone Number').fill('12345');
  await fillDeliveryAddress(page, 'Selangor');
  await field(page, 'Phone Number').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Invalid Phone Number')).toBeVisible();
  await field(page, 'Phone Number').fill('0123456789');

  await expect(page.getByTestId('summary-subtotal')).toHaveText('RM 198.00');
  await expect(page.getByTestId('summary-shipping')).toHaveText('RM 12.00');
  await expect(page.getByTestId('summary-weight')).toHaveText('0.16 kg');
  await expect(page.getByTestId('summary-total')).toHaveText('RM 210.00');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await payInSandbox(page, 'Approve');
  await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('order-reference')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
    .toContainEqual(
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({ value: 210, currency: 'MYR' }),
      }),
    );

  await page.goto('/account');
  await page.getByRole('tab', { name: 'My Orders' }).click();
  const order = page.getByRole('tabpanel').getByTestId('order-status').first();
  await expect(order).toHaveText('Paid');
  await expect(page.getByRole('tabpanel').getByText('MCT Essentials × 1')).toBeVisible();
  return email;
}
