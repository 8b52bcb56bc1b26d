import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addFromProductPage,
  cartDrawer,
  freeSampleCheckoutPath,
  loginByApi,
  registerByApi,
  expectCheckoutForm,
} from '../support/shop';

const blockingViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // A toast fades in: contrast measured mid-fade is not what the shopper reads, so let every
  // animation that ends (not a spinner's endless one) finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

const PUBLIC_ROUTES = [
  '/products',
  '/mct/essentials',
  '/mct/leanessentials',
  '/login',
  '/register',
  '/forgot-password',
  '/password?token=sample',
  '/order?token=unknown',
  '/order/success?token=unknown',
];

test.describe('axe on every shop route', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      // An unknown order's page says so in a toast once its token is looked up after hydration.
      if (path.startsWith('/order')) {
        await expect(
          page
            .getByRole('region', { name: /^Notifications/ })
            .getByText('This order could not be found.'),
        ).toBeVisible();
      }
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('/guest-checkout has no serious or critical violations', async ({ page, request }) => {
    await page.goto(await freeSampleCheckoutPath(request));
    await expectCheckoutForm(page);
    expect(await blockingViolations(page)).toEqual([]);
  });

  // Each signed-in screen is its own test: an axe run takes up to 20 s on a busy machine, so one
  // test for all four would brush the 60 s limit.
  test('/account has no serious or critical violations', async ({ page, request }) => {
    await loginByApi(page, request, await registerByApi(request, 'axe'));
    await page.goto('/account');
    await expect(page.getByRole('tab', { name: 'My Orders' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the New Address dialog of /account has no serious or critical violations', async ({
    page,
    request,
  }) => {
    await loginByApi(page, request, await registerByApi(request, 'axe'));
    await page.goto('/account');
    await page.getByRole('tab', { name: 'My Addresses' }).click();
    await page.getByRole('button', { name: 'New Address' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the cart drawer and /checkout have no serious or critical violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await loginByApi(page, request, await registerByApi(request, 'axe'));
    await addFromProductPage(page, 'essentials', 1);
    await expect(cartDrawer(page)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
    await expectCheckoutForm(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
