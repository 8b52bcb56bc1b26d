import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A unique e-mail address per test run and call. */
export const uniqueEmail = (tag: string): string =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A unique Malaysian mobile number: 01 then 8 more digits. */
export const uniquePhone = (): string => `01${String(Date.now()).slice(-8)}`;

interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

/** Registers a shopper through the API (house referral code) and answers the session tokens. */
export async function registerShopper(request: APIRequestContext, email: string) {
  const response = await request.post('/api/users/register', {
    data: {
      first_name: 'Brand',
      last_name: 'Tester',
      email,
      password: 'Coconut-2025!',
      referral_code: 'MNA001',
      is_pro: '0',
    },
  });
  const body = (await response.json()) as Envelope<{ access_token: string; refresh_token: string }>;
  expect(body.code, body.message).toBe(200);
  return { access_token: body.data.access_token, refresh_token: body.data.refresh_token };
}

/** Signs the page in by storing the tokens where the shell reads them (spec §3: key "token"). */
export async function signIn(page: Page, token: { access_token: string; refresh_token: string }) {
  await page.goto('/page-not-found');
  await page.evaluate(
    (stored) => window.localStorage.setItem('token', JSON.stringify(stored)),
    token,
  );
}

/** The signed-in user's cart, read through the API. */
export async function cartOf(request: APIRequestContext, accessToken: string) {
  const response = await request.post('/api/users/get', {
    headers: { Authorization: `Bearer ${accessToken}`, access_token: accessToken },
    data: {},
  });
  const body = (await response.json()) as Envelope<{
    cart: { cart_items: { qty: number; product: { id: number; name: string } }[] };
  }>;
  expect(body.code, body.message).toBe(200);
  return body.data.cart;
}

/** Every route the brand app owns with a fixed path. */
export const BRAND_ROUTES = [
  '/',
  '/leanessentials',
  '/about/why-nyiur',
  '/about/why-mct',
  '/lifestyle-affiliate',
  '/community-blog',
  '/free-sample',
  '/contact',
  '/faq',
  '/condition-of-sale',
  '/privacy-policy',
  '/return-policy',
  '/connect',
  '/page-not-found',
] as const;

/** A toast with this text, success or error (the design system's toasts carry their tone). */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-tone]').filter({ hasText: text });
