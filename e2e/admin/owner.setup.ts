import { expect, test as setup } from '@playwright/test';
import { ownerSetupLink, saveOwnerSecret, setUpAccount } from './back-office';

/*
 * Its own step, before every journey: the first owner uses the one-time set-up link made before
 * the server started, turns on an authenticator and lands on the dashboard. The journeys then
 * sign in with the secret it saves.
 */
setup('the owner sets up the back office with an authenticator', async ({ browser }) => {
  setup.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const response = await page.request.get('/admin/');
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  const secret = await setUpAccount(page, await ownerSetupLink(), 'Nur Aisyah');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await saveOwnerSecret(secret);
  await context.close();
});
