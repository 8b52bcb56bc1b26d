import { devices, expect, test } from '@playwright/test';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  ConsoleMessage,
  Page,
} from '@playwright/test';
import { APP_ROUTES, routeForPath } from '../../packages/domain/src/routes';
import {
  PASSWORD,
  addFromProductPage,
  cartDrawer,
  fillDeliveryAddress,
  freeSampleCheckoutPath,
  payInSandbox,
  registerByApi,
  sessionByApi,
  expectCheckoutForm,
} from '../support/shop';

/*
 * Every route of the route table, signed out and signed in, plus the order result pages after a
 * sandbox payment: the prerendered markup and the first client render must agree (no React
 * #418 hydration mismatch), and nothing else may log an error or throw either.
 */

/** The concrete paths visited for each pattern of the route table. */
const PATHS_OF: Readonly<Record<string, readonly string[]>> = {
  '/': ['/'],
  '/leanessentials': ['/leanessentials'],
  '/about/:story': ['/about/why-nyiur', '/about/why-mct'],
  '/lifestyle-affiliate': ['/lifestyle-affiliate'],
  '/community-blog': ['/community-blog'],
  '/community-blog/:blog': ['/community-blog/our-belief-towards-good-health-and-better-living'],
  '/free-sample': ['/free-sample', '/free-sample?pid=15373'],
  '/contact': ['/contact'],
  '/faq': ['/faq'],
  '/condition-of-sale': ['/condition-of-sale'],
  '/privacy-policy': ['/privacy-policy'],
  '/return-policy': ['/return-policy'],
  '/connect': ['/connect'],
  '/page-not-found': [
    '/page-not-found',
    '/no/such/page',
    '/mct/unknown-thing',
    '/community-blog/no-such-article',
  ],
  '/products': ['/products'],
  '/mct/:name': ['/mct/essentials', '/mct/leanessentials'],
  '/login': ['/login'],
  '/register': ['/register', '/register?aff_id=MNA001'],
  '/forgot-password': ['/forgot-password'],
  '/password': ['/password', '/password?token=sample'],
  '/account': ['/account'],
  '/order': ['/order'],
  '/order/success': ['/order/success'],
  '/checkout': ['/checkout'],
  '/guest-checkout': ['/guest-checkout'],
};

/**
 * Paths the server deliberately answers with status 404 (the not-found screen). Chromium logs
 * "Failed to load resource: … 404" for the document itself there; that one message, for that
 * document, is the only console error ignored.
 */
const ANSWERED_404 = new Set(['/page-not-found', '/no/such/page', '/mct/unknown-thing']);

/**
 * The sandbox gateway's page stands in for iPay88's own site, outside the shop: it names no icon,
 * so Chromium asks for /favicon.ico and logs its 404. That one message there is ignored too.
 */
const isSandboxFavicon = (pageUrl: string, resource: string): boolean =>
  new URL(pageUrl).pathname.startsWith('/sandbox/ipay88/') &&
  resource !== '' &&
  new URL(resource).pathname === '/favicon.ico';

const pathOf = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Records console errors and uncaught page errors, each with the path it happened on. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = pathOf(page.url());
    const resource = message.location().url;
    const deliberate404 =
      /^Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
      resource !== '' &&
      ((ANSWERED_404.has(new URL(resource).pathname) &&
        new URL(resource).pathname === new URL(page.url()).pathname) ||
        isSandboxFavicon(page.url(), resource));
    if (!deliberate404) problems.push(`${where}: console error: ${message.text()} (${resource})`);
  });
  page.on('pageerror', (error) => problems.push(`${pathOf(page.url())}: ${error.message}`));
  return problems;
}

/**
 * Paths whose page moves on to another once it has hydrated: the guest checkout without a
 * free-sample link goes home. The network can be idle before that move on a slow machine.
 */
const MOVES_ON_TO: Readonly<Record<string, string>> = { '/guest-checkout': '/' };

/** Loads a path and lets hydration, the first queries and any redirect settle. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const next = MOVES_ON_TO[path];
  if (next) await page.waitForURL((url) => url.pathname === next);
}

/**
 * Signed out runs as a shopper's phone in Malaysia (viewport, touch, time zone, locale), signed in
 * as the default desktop browser: both layouts hydrate, one context per state.
 */
const PHONE = { ...devices['Pixel 7'], timezoneId: 'Asia/Kuala_Lumpur', locale: 'ms-MY' };

const ALL_PATHS = APP_ROUTES.flatMap((route) => PATHS_OF[route.pattern] ?? []);

test('every pattern of the route table has paths to visit', () => {
  expect(APP_ROUTES.filter((route) => !PATHS_OF[route.pattern]).map((r) => r.pattern)).toEqual([]);
});

/** The paths the served sitemap lists (every public page, every blog article among them). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1] ?? ''));
}

test('every route hydrates without errors signed out, on a phone', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  const problems = watchErrors(page);
  for (const path of ALL_PATHS) await visit(page, path);
  // The sitemap's pages too (all the blog articles): each belongs to the route table.
  const listed = await sitemapPaths(request);
  expect(listed.length).toBeGreaterThan(10);
  expect(listed.filter((path) => routeForPath(path) === null)).toEqual([]);
  for (const path of listed.filter((path) => !ALL_PATHS.includes(path))) await visit(page, path);
  // The menu, the cart drawer and the toasts load when first needed: opening them is clean too.
  await visit(page, '/faq');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(cartDrawer(page).getByText('Your Cart is Empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();
  // The guest checkout as the free-sample e-mail opens it: its query and claim are read after
  // hydration.
  await visit(page, await freeSampleCheckoutPath(request));
  await expectCheckoutForm(page);
  await context.close();
  expect(problems).toEqual([]);
});

/** A context whose localStorage already holds a fresh shopper's session. */
async function signedInContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const setup = await browser.newContext({ baseURL });
  const shopper = await registerByApi(setup.request, 'hydration');
  const token = await sessionByApi(setup.request, { email: shopper.email, password: PASSWORD });
  await setup.close();
  return browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: 'token', value: JSON.stringify(token) }],
        },
      ],
    },
  });
}

/** Checks out the cart with delivery and answers the result page the gateway returns to. */
async function checkOut(page: Page, outcome: 'Approve' | 'Decline'): Promise<string> {
  await addFromProductPage(page, 'essentials', 1);
  await cartDrawer(page).getByRole('link', { name: 'Check Out' }).click();
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payInSandbox(page, outcome);
  await expect(
    page.getByRole('heading', {
      name: outcome === 'Approve' ? 'Payment Success' : 'Payment Failed',
    }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  return pathOf(page.url());
}

test('every route and the order result pages hydrate without errors signed in, on a desktop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, baseURL ?? '');
  const page = await context.newPage();
  const problems = watchErrors(page);

  // A cart with a line, so the badge, the drawer and /checkout show their filled state.
  await addFromProductPage(page, 'essentials', 1);
  for (const path of ALL_PATHS) await visit(page, path);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();

  // Coming back from the gateway is a full page load of the prerendered result page.
  const success = await checkOut(page, 'Approve');
  expect(success).toMatch(/^\/order\/success\?token=/);
  const failed = await checkOut(page, 'Decline');
  expect(failed).toMatch(/^\/order\?token=/);
  for (const path of [success, failed, '/account']) await visit(page, path);
  await context.close();

  // The same result pages in a tab without a session (e.g. the payment finished elsewhere).
  const signedOut = await browser.newContext({ ...PHONE, baseURL });
  const guestPage = await signedOut.newPage();
  const guestProblems = watchErrors(guestPage);
  for (const path of [success, failed]) await visit(guestPage, path);
  await signedOut.close();

  expect([...problems, ...guestProblems]).toEqual([]);
});
