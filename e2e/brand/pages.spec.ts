import { expect, test } from '@playwright/test';

test('refund policy: breadcrumb Home > Refund Policy, links to contact and conditions of sale', async ({
  page,
}) => {
  await page.goto('/return-policy');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Refund Policy')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  await expect(page.getByText(/within 30 days of purchase/i).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
  await expect(main.locator('a[href="/condition-of-sale"]').first()).toBeVisible();
});

for (const [path, crumb] of [
  ['/condition-of-sale', /Condition/],
  ['/privacy-policy', /Privacy/],
] as const) {
  test(`${path} has its breadcrumb`, async ({ page }) => {
    await page.goto(path);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(crumb);
  });
}

test('brand story: three product boxes, the shop button and GET IN TOUCH', async ({ page }) => {
  await page.goto('/about/why-nyiur');
  for (const name of ['MCT ESSENTIALS', 'MCT LEANESSENTIALS', 'MCT PROESSENTIALS']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
  }
  await expect(page.getByRole('link', { name: 'SHOP FOR THE BEST MCT PRODUCTS' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'GET IN TOUCH' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('why MCT: three blocks and a button to /contact', async ({ page }) => {
  await page.goto('/about/why-mct');
  await expect(page.locator('#blocks h2')).toHaveCount(3);
  await expect(page.locator('#blocks a[href="/contact"]')).toBeVisible();
});

test('LeanEssentials landing: three core benefits and five answers', async ({ page }) => {
  await page.goto('/leanessentials');
  await expect(page.locator('#core-benefits li')).toHaveCount(3);
  await expect(page.locator('#good-to-know h3')).toHaveCount(5);
});

test('the social landing page stands outside the main layout with its own metadata', async ({
  page,
}) => {
  await page.goto('/connect');
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The social buttons are the owner's (Settings); none is made up while none is set.
  await expect(page.getByRole('link', { name: 'Visit our website' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook|Instagram/ })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /MCT/);
  await expect(page.getByText(/© \d{4}/)).toBeVisible();
});

test('the social landing page does not move when the shop settings come', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/connect');
  // The settings have come: the social buttons' room is no longer busy.
  await expect(page.getByRole('link', { name: 'Visit our website' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + ((entry as unknown as { value: number }).value ?? 0),
                0,
              ),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 1_000);
      }),
  );
  expect(shifted).toBeLessThanOrEqual(0.02);
});

test('the FAQ answers the common questions', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = page.locator('main h3 button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
});
