import { expect, test } from '@playwright/test';

test('the home page says its heading in its own language: Malay on /ms, English on /', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/ms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'MCT kelapa, satu sachet pada satu masa',
  );
  await expect(page).toHaveTitle('Nyiur | Sachet serbuk MCT kelapa, buatan Malaysia');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Coconut MCT, one sachet at a time',
  );
  await expect(page).toHaveTitle('Nyiur | Coconut MCT powder sachets, made in Malaysia');
  expect(errors).toEqual([]);
});

test('a move inside the Malay site reads the next page’s Malay copy from its data', async ({
  page,
}) => {
  await page.goto('/ms');
  const data = page.waitForResponse((response) =>
    response.url().includes('/ms/about/why-mct.data'),
  );
  await page.getByRole('link', { name: 'Kenapa MCT?' }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/ms\/about\/why-mct$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'MCT untuk hari ini dan hari esok',
  );
  await expect(page).toHaveTitle('MCT untuk hari ini dan hari esok | Nyiur');
});

test('a Malay policy page says its words and its date in Malay', async ({ page }) => {
  await page.goto('/ms/return-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dasar Pemulangan dan Bayaran Balik',
  );
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Laman Utama' })).toBeVisible();
  await expect(page.getByText('Kemas kini terakhir: 1 Januari 2025')).toBeVisible();
});
