import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  cartDrawer,
  field,
  fillDeliveryAddress,
  loginByApi,
  payInSandbox,
  recordToasts,
  registerByApi,
  toastsSeen,
} from '../support/shop';

test.describe('what the checkout says', () => {
  test('how much more ships free, the East Malaysia rate, the success toast, a red Paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await recordToasts(page);
    const shopper = await registerByApi(request, 'notes');
    await loginByApi(page, request, shopper);
    await addFromProductPage(page, 'essentials', 1);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await fillDeliveryAddress(page, 'Selangor');
    const notes = page.getByRole('list', { name: 'About shipping' }).getByRole('listitem');
    await expect(notes).toHaveText(['Orders over RM200 ship free. Add RM 2.01 more to get there.']);
    await expect(page.getByTestId('summary-shipping')).toHaveText('RM 12.00');

    await fillDeliveryAddress(page, 'W.P. Labuan');
    await expect(page.getByTestId('summary-shipping')).toHaveText('RM 20.00');
    await expect(notes).toHaveText([
      'Orders over RM200 ship free. Add RM 2.01 more to get there.',
      'East Malaysia rate (Sabah, Sarawak and W.P. Labuan).',
    ]);

    await field(page, 'Phone Number').fill('0123456789');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await payInSandbox(page, 'Approve');
    await expect(page.getByRole('heading', { name: 'Payment Success' })).toBeVisible();
    expect(await toastsSeen(page)).toContain('Checkout Successful!');

    await page.goto('/account');
    const status = page.getByTestId('order-status').first();
    await expect(status).toHaveText('Paid');
    await expect(status.locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
    // The pill's ink is the danger colour of the design system, as a Failed order's.
    const ink = await status
      .locator('[data-tone]')
      .evaluate((pill) => getComputedStyle(pill).color);
    const danger = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-danger)';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(ink).toBe(danger);
  });

  test('an order over RM200 says its shipping is free', async ({ page, request }) => {
    const shopper = await registerByApi(request, 'free-ship');
    await loginByApi(page, request, shopper);
    await addFromProductPage(page, 'essentials', 2);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await fillDeliveryAddress(page, 'Sabah');
    await expect(page.getByTestId('summary-shipping')).toHaveText('RM 0.00');
    await expect(
      page.getByRole('list', { name: 'About shipping' }).getByRole('listitem'),
    ).toHaveText(['Your order is over RM200, so shipping is free.']);
  });
});
