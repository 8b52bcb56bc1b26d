import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { localeOfPath, inLocale } from '../../packages/domain/src/locales';
import {
  APP_ROUTES,
  PATHS,
  isParameterisedRoute,
  routeForPath,
} from '../../packages/domain/src/routes';
import { englishSentences } from '../support/english-text';
import {
  PASSWORD,
  freeSampleCheckoutPath,
  payInSandbox,
  registerByApi,
  sessionByApi,
} from '../support/shop';

/*
 * Every /ms page of both apps, signed out and signed in, must read in Malay: `<html lang="ms">`,
 * and no English sentence in the visible text once the page's code has loaded (brand, product
 * and proper names aside). Each problem names the page and the sentence.
 */

const pathOf = (url: string): string => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The English paths the served sitemap lists: every public page with its real parameters. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => pathOf(match[1] ?? ''))
    .filter((path) => localeOfPath(path) === 'en');
}

/**
 * Every route of the route table as English paths, as the sitemap expands them: each product
 * page and brand story, and the first blog article.
 */
function routePaths(listed: readonly string[]): string[] {
  return APP_ROUTES.flatMap((route) => {
    if (!isParameterisedRoute(route.pattern)) return [route.pattern];
    const paths = listed.filter((path) => routeForPath(path) === route);
    expect(paths, route.pattern).not.toEqual([]);
    return route.pattern === PATHS.blogArticle ? paths.slice(0, 1) : paths;
  });
}

/** Records the errors a page throws (a hydration mismatch among them) as problems of that page. */
function watchErrors(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`${pathOf(page.url())}: ${error.message}`));
}

/** Opens the Malay twin of a path, lets its code and first queries settle, and reads it. */
async function readInMalay(page: Page, path: string, problems: string[]): Promise<void> {
  const malay = inLocale(path, 'ms');
  await page.goto(malay);
  await page.waitForLoadState('networkidle');
  // A quotation (a customer's review) is shown in the language its writer used: not checked.
  const { lang, text, url } = await page.evaluate(() => {
    let shown = document.body.innerText;
    for (const quoted of document.querySelectorAll('#reviews-heading ~ ul blockquote')) {
      const words = (quoted as HTMLElement).innerText;
      if (words) shown = shown.replace(words, '');
    }
    return { lang: document.documentElement.lang, text: shown, url: location.href };
  });
  const where = pathOf(url);
  const at = where === malay.split('#')[0] ? malay : `${malay} (now at ${where})`;
  if (localeOfPath(where) !== 'ms') problems.push(`${at}: left the Malay pages`);
  if (lang !== 'ms') problems.push(`${at}: <html lang="${lang}">`);
  for (const sentence of englishSentences(text)) problems.push(`${at}: "${sentence}"`);
}

/** A context whose localStorage already holds the member's session. */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  token: { access_token: string; refresh_token: string },
): Promise<BrowserContext> {
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

/** Puts a box of MCT Essentials in the member's cart through the API. */
async function addToCart(request: APIRequestContext, headers: Record<string, string>) {
  const added = await request.post('/api/users/add-to-cart', {
    data: { product_id: 15373, quantity: 1 },
    headers,
  });
  expect(added.status(), await added.text()).toBe(200);
}

/**
 * Orders the cart through the API with delivery, posts the payment to the sandbox gateway as the
 * checkout's own form does, and answers the result page the gateway returns to.
 */
async function orderThroughSandbox(
  page: Page,
  headers: Record<string, string>,
  outcome: 'Approve' | 'Decline',
): Promise<string> {
  await addToCart(page.request, headers);
  const checkout = await page.request.post('/api/users/checkout', {
    data: {
      country: 'Malaysia',
      first_name: 'Nur',
      last_name: 'Aina',
      address: '12 Jalan Nyiur',
      postcode: '47400',
      city: 'Petaling Jaya',
      state: 'Selangor',
      recipient_number: '0123456789',
      is_pickup: '0',
      save_address: '1',
    },
    headers,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const handoff = (
    (await checkout.json()) as {
      data: { payment_url: string; payment_request: Record<string, string | number> };
    }
  ).data;
  await page.goto('/ms/products');
  await page.evaluate(({ payment_url, payment_request }) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = payment_url;
    for (const [name, value] of Object.entries(payment_request)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = String(value);
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, handoff);
  await payInSandbox(page, outcome);
  return pathOf(page.url());
}

test.describe('Malay everywhere', () => {
  test('an English sentence is found, a Malay one and the names pass', () => {
    const text = [
      'Your Cart is Empty',
      'Troli anda kosong. Tambah ke troli',
      'MCT Essentials dan MCT LeanEssentials, RM 198.00 sekotak.',
      'Selamat datang, Aina! Back to Home',
      'Nyiur',
    ].join('\n');
    expect(englishSentences(text)).toEqual(['Your Cart is Empty', 'Back to Home']);
  });

  test('every /ms page reads in Malay, signed out', async ({ page, request }) => {
    test.setTimeout(240_000);
    const paths = [
      ...routePaths(await sitemapPaths(request)),
      '/password?token=sample',
      await freeSampleCheckoutPath(request),
    ];
    const problems: string[] = [];
    watchErrors(page, problems);
    for (const path of paths) await readInMalay(page, path, problems);
    expect(problems).toEqual([]);
  });

  test('every /ms page reads in Malay, signed in with orders and a cart', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const member = await registerByApi(request, 'malay-everywhere');
    const token = await sessionByApi(request, { email: member.email, password: PASSWORD });
    const headers = { authorization: `Bearer ${token.access_token}` };
    const context = await signedInContext(browser, baseURL ?? '', token);
    const page = await context.newPage();

    const success = await orderThroughSandbox(page, headers, 'Approve');
    expect(success).toMatch(/\/order\/success\?token=/);
    const failed = await orderThroughSandbox(page, headers, 'Decline');
    expect(failed).toMatch(/\/order\?token=/);
    // A filled cart, so /ms/checkout shows its form and summary.
    await addToCart(request, headers);

    const paths = [...routePaths(await sitemapPaths(request)), success, failed];
    const problems: string[] = [];
    watchErrors(page, problems);
    for (const path of paths) await readInMalay(page, path, problems);
    await context.close();
    expect(problems).toEqual([]);
  });
});
