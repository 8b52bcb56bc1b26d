import { expect, test, type Page } from '@playwright/test';

/*
 * A new shop has no contact details and no social pages yet (the owner sets them in the back
 * office): the sections they would fill are not there at all, heading included. With them set,
 * both show (e2e/admin/catalogue.spec.ts and lead-forms.spec.ts, on servers of their own).
 */

/** Opens `path` and waits until the page has read the shop's settings and drawn what they give. */
async function openWithSettings(page: Page, path: string) {
  const settings = page.waitForResponse((response) =>
    response.url().endsWith('/api/shop/settings'),
  );
  await page.goto(path);
  expect((await settings).ok()).toBe(true);
  // Two frames: React has drawn what the answer gave.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('/contact has no Locate Us while the contact details are empty', async ({ page }) => {
  await openWithSettings(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Locate Us' })).toHaveCount(0);
  await expect(page.locator('#locate-us')).toHaveCount(0);
});

test('/connect asks nobody to follow while no social page is set', async ({ page }) => {
  await openWithSettings(page, '/connect');
  await expect(page.getByRole('link', { name: 'Visit our website' })).toBeVisible();
  await expect(page.getByText('Pick your favourite place to follow along.')).toHaveCount(0);
  await expect(page.getByRole('list')).toHaveCount(0);
});
