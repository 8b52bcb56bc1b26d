import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We're sorry, this page is not available")).toBeVisible();
  await expect(page.getByText('404 - Page not found')).toBeVisible();
});

test('/page-not-found shows the same screen', async ({ page }) => {
  await page.goto('/page-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "We're sorry, this page is not available",
  );
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown product, article or story is redirected to /page-not-found, which answers 404', async ({
  page,
}) => {
  for (const path of ['/mct/unknown-thing', '/community-blog/no-such-article', '/page-not-found']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(new URL(page.url()).pathname, path).toBe('/page-not-found');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      "We're sorry, this page is not available",
    );
  }
});
