import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_OWNER } from '../playwright.config';
import { ownServer, type OwnServer } from '../support/own-server';

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

/** Milliseconds until the next authenticator code comes up. */
const untilNextCode = (): number => 30_000 - (Date.now() % 30_000) + 500;

/**
 * Signs in with the password and the next authenticator code. A code works once: when another
 * journey signed in as the same person with this code, wait for the next one and try again.
 */
export async function signIn(page: Page, email: string, secret: string) {
  await page.goto('/admin/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The owner lands on the dashboard, a packer on the order queue.
  const landed = page.getByRole('heading', { level: 1, name: /^(Dashboard|Orders)$/ });
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    try {
      await expect(landed).toBeVisible({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.waitForTimeout(untilNextCode());
    }
  }
}

const dataFile = (name: string): string => join(process.env.E2E_DATA_DIR ?? '', name);

/** Where the owner set-up step leaves the owner's authenticator secret for the journeys. */
export const saveOwnerSecret = (secret: string) => writeFile(dataFile('owner-secret.txt'), secret);

/**
 * Signs the first owner in on `page`, with the secret the owner set-up step (owner.setup.ts, a
 * project every journey depends on) saved. Answers the secret.
 */
export async function ownerSession(page: Page): Promise<{ secret: string }> {
  const secret = await readFile(dataFile('owner-secret.txt'), 'utf8').catch(() => '');
  if (!secret.trim()) throw new Error('the owner set-up step did not run (owner.setup.ts)');
  await signIn(page, E2E_OWNER, secret.trim());
  return { secret: secret.trim() };
}

/** The owner's phone in the journeys. */
export const PHONE = { width: 360, height: 740 } as const;

/** What is wider than the phone, and each heading or button whose words do not fit in it. */
export async function expectFitsThePhone(page: Page, screenName: string) {
  const measured = await page.evaluate((width) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const cut = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, button, [role="tab"]')]
      .filter((element) => element.getClientRects().length > 0 && element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(describe);
    // Named when the page is too wide, to say where to look.
    const beyond = [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 4)
      .map(describe);
    return { width: document.documentElement.scrollWidth, cut, beyond };
  }, PHONE.width);
  expect(measured.cut, `${screenName}: headings and buttons cut`).toEqual([]);
  expect(
    measured.width,
    `${screenName} is wider than the phone: ${measured.beyond.join(', ')}`,
  ).toBeLessThanOrEqual(PHONE.width);
}

export interface AdminAnswer {
  status: number;
  body: { data?: unknown };
}

const postAsAdmin = (page: Page, path: string, body: unknown): Promise<AdminAnswer> =>
  page.evaluate(
    async ({ path, body }) => {
      const answer = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nyiur-admin': '1' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as { data?: unknown } };
    },
    { path, body },
  );

/**
 * A back-office call from a signed-in page, as its screens make it. A write that wants the
 * password again (money, the seller's details) gets it, and is made once more.
 */
export async function adminCall(page: Page, path: string, body: unknown): Promise<AdminAnswer> {
  const answer = await postAsAdmin(page, path, body);
  const wantsPassword = (answer.body.data as { reauth_required?: boolean } | undefined)
    ?.reauth_required;
  if (answer.status !== 403 || !wantsPassword) return answer;
  const confirmed = await postAsAdmin(page, '/admin/auth/reauth', { password: STAFF_PASSWORD });
  expect(confirmed.status).toBe(200);
  return postAsAdmin(page, path, body);
}

/**
 * A server of the journey's own (`env` on top), started, with its first owner set up and signed
 * in on a phone.
 */
export async function ownerOnOwnServer(
  browser: Browser,
  ownerEmail: string,
  env: Record<string, string> = {},
): Promise<{ server: OwnServer; owner: Page }> {
  const server = await ownServer(ownerEmail, env);
  await server.start();
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE });
  const owner = await context.newPage();
  await setUpAccount(owner, server.setupPath, 'Nur Aisyah');
  return { server, owner };
}
