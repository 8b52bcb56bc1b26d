import { expect, test } from '@playwright/test';
import { buyWithDelivery } from '../support/journeys';
import {
  addFromProductPage,
  cartDrawer,
  field,
  fillDeliveryAddress,
  freeSampleCheckoutPath,
  loginByApi,
  payInSandbox,
  registerByApi,
  expectCheckoutForm,
} from '../support/shop';

test.describe('checkout', () => {
  test('register, buy with delivery, approve, see the Paid order', async ({ page }) => {
    test.setTimeout(150_000);
    await buyWithDelivery(page);
  });

  test('pick-up: no address, the first location chosen, no shipping', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'pickup');
    await loginByApi(page, request, shopper);
    await addFromProductPage(page, 'leanessentials', 1);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await page.getByRole('radio', { name: 'Pick-up' }).click();
    await expect(field(page, 'Postcode')).toHaveCount(0);
    const locations = page.getByRole('radiogroup', { name: 'Pick-up location' }).getByRole('radio');
    await expect(locations.first()).toBeChecked();
    await expect(page.getByTestId('summary-shipping')).toHaveText('RM 0.00');
    await expect(page.getByTestId('summary-total')).toHaveText('RM 198.00');
    await field(page, 'Phone Number').fill('0198765432');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payInSandbox(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  });

  test('decline, see Payment Failed, Pay Now, approve', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'decline');
    await loginByApi(page, request, shopper);
    await addFromProductPage(page, 'essentials', 1);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await fillDeliveryAddress(page, 'Sabah');
    // East Malaysia: RM20 up to 500 g.
    await expect(page.getByTestId('summary-shipping')).toHaveText('RM 20.00');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payInSandbox(page, 'Decline');
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payInSandbox(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByTestId('order-status').first()).toHaveText('Paid');
  });

  test('checkout with an empty cart goes home', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'empty');
    await loginByApi(page, request, shopper);
    await page.goto('/checkout');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('Pay Now on a Pending order in My Orders', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'pending');
    await loginByApi(page, request, shopper);
    await addFromProductPage(page, 'essentials', 1);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await fillDeliveryAddress(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/sandbox\/ipay88\//);
    await page.goto('/account');
    await expect(page.getByTestId('order-status').first()).toHaveText('Pending');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await payInSandbox(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  });

  test('guest checkout of a free sample: delivery only, pay the shipping', async ({
    page,
    request,
  }) => {
    await page.goto(await freeSampleCheckoutPath(request));
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Checkout' })).toBeVisible();
    // The claim token from the e-mail link is kept for the tab and taken out of the address bar.
    await expectCheckoutForm(page);
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('radio', { name: 'Pick-up' })).toHaveCount(0);
    await fillDeliveryAddress(page, 'Selangor');
    await expect(page.getByTestId('summary-subtotal')).toHaveText('RM 0.00');
    await expect(page.getByTestId('summary-shipping')).not.toHaveText('RM 0.00');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payInSandbox(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
  });

  test('a guest checkout link without its claim shows how to get back in, not the form', async ({
    page,
    request,
  }) => {
    const withClaim = await freeSampleCheckoutPath(request);
    await page.goto(withClaim.split('#')[0]!);
    await expect(
      page.getByText(
        'This checkout link is not valid any more. Please open the link in your free-sample e-mail.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  });

  test('guest checkout for a sign-up the shop does not know says so, with no form', async ({
    page,
  }) => {
    await page.goto('/guest-checkout?pid=15373&cid=999999999#claim=unknown');
    await expect(page.getByRole('alert')).toHaveText(
      'Your free-sample registration could not be found. Please sign up again.',
    );
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  });

  test('guest checkout without a sample goes home', async ({ page }) => {
    await page.goto('/guest-checkout');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
