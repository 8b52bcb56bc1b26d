import { expect, test } from '@playwright/test';

test('a Malay product page says its own words in Malay, and the English one in English', async ({
  page,
}) => {
  await page.goto('/ms/mct/essentials');
  await expect(page.getByRole('button', { name: 'Tambah ke Troli' })).toBeVisible();
  await expect(page.getByText('Perisa', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Satu sachet, satu hidangan' })).toBeVisible();
  await page.goto('/mct/essentials');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByText('Flavour', { exact: true })).toBeVisible();
});
