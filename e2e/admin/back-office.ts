import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret`, `stepsAhead` periods from now. */
export const totpCode = (secret: string, stepsAhead = 0): string =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** The first owner's one-time set-up link, written before the journey server started. */
export async function ownerSetupLink(): Promise<string> {
  const text = await readFile(join(process.env.E2E_DATA_DIR ?? '', 'owner-setup.txt'), 'utf8');
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-up link in: ${text}`);
  return new URL(link).pathname + new URL(link).search;
}

export const STAFF_PASSWORD = 'Kelapa-muda segar 2026';

/** Uses a set-up link: name and password, authenticator, recovery codes. Answers the secret. */
export async function setUpAccount(page: Page, link: string, name: string): Promise<string> {
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: 'Password again' }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on the authenticator' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).click();
  await page.getByRole('button', { name: 'Open the back office' }).click();
  return secret;
}

/** Signs in with the password and the next authenticator code (a code works once). */
export async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/admin/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}
