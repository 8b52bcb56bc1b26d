import { expect, test } from '@playwright/test';
import { BRAND_ROUTES } from './support';

const ARTICLE = '/community-blog/our-belief-towards-good-health-and-better-living';

test.describe('prerendered HTML for crawlers', () => {
  test('an article carries its Open Graph and Twitter tags with JavaScript disabled', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(og('og:title')).toHaveAttribute('content', /Our belief towards good health/i);
    await expect(og('og:type')).toHaveAttribute('content', 'article');
    await expect(og('og:url')).toHaveAttribute('content', new RegExp(`${ARTICLE}$`));
    await expect(og('og:image')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/media\/share\/.+\.png$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${ARTICLE}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Our belief towards good health/i,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Article']));
    // The preview image itself is served, as a PNG the crawlers can show.
    const image = new URL((await og('og:image').getAttribute('content')) ?? '');
    const served = await page.request.get(image.pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await context.close();
  });

  test('the served HTML of every brand route has title, description, canonical and no inline script', async ({
    request,
  }) => {
    for (const path of BRAND_ROUTES) {
      const response = await request.get(path);
      // The not-found screen is a page too, answered with 404 so it is never indexed.
      expect(response.status(), path).toBe(path === '/page-not-found' ? 404 : 200);
      const html = await response.text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toContain('"@type":"Organization"');
      // Strict CSP (script-src 'self'): every executable script is a file. The empty tags left
      // where React rendered the page's data scripts run nothing.
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>(?!<\/script>)/g,
        ),
      ];
      expect(inline, path).toHaveLength(0);
    }
  });

  test('a product page is a Product priced in MYR; the home page prices no combo the owner has not', async ({
    request,
  }) => {
    const product = await (await request.get('/mct/essentials')).text();
    expect(product).toContain('"@type":"Product"');
    expect(product).toContain('"priceCurrency":"MYR"');
    const home = await (await request.get('/')).text();
    expect(home).not.toContain('"@type":"Product"');
  });

  test("sitemap.xml lists every page of both apps at the shop's own address; robots.txt points at it", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toContain(`${baseURL}${ARTICLE}</loc>`);
    expect(sitemap).toContain(`${baseURL}/about/why-nyiur</loc>`);
    for (const path of ['/products', '/mct/essentials', '/mct/leanessentials']) {
      expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(sitemap).not.toContain('public-base-url.invalid');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the shop pages carry a canonical link and Open Graph tags in their prerendered HTML', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/products', '/mct/essentials', '/mct/leanessentials']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(html, path).toMatch(
        new RegExp(`<meta property="og:image" content="${baseURL}/[^"]+"`),
      );
    }
  });

  test("after hydration every page still has one canonical link, at the shop's own address", async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/', '/products', '/mct/essentials', ARTICLE]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const canonical = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(canonical, path).toEqual([`${baseURL}${path}`]);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
        'content',
        `${baseURL}${path}`,
      );
    }
  });

  test('after hydration every page keeps one document, one stylesheet and its head in place', async ({
    page,
  }) => {
    for (const path of [...BRAND_ROUTES, ARTICLE]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const shape = await page.evaluate(() => ({
        documents: document.querySelectorAll('html').length,
        heads: document.querySelectorAll('head').length,
        bodies: document.querySelectorAll('body').length,
        stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
          link.parentElement?.tagName.toLowerCase(),
        ),
        icons: document.querySelectorAll('head > link[rel="icon"]').length,
        titles: document.querySelectorAll('title').length,
      }));
      expect(shape, path).toEqual({
        documents: 1,
        heads: 1,
        bodies: 1,
        stylesheets: ['head'],
        icons: 1,
        titles: 1,
      });
    }
  });

  test('pages hydrate under the strict CSP without violations or errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Hydration|hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of [...BRAND_ROUTES, ARTICLE]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
