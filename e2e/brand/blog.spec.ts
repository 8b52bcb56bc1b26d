import { expect, test, type Page } from '@playwright/test';
import { toastWith } from './support';

const countLine = /Showing (\d+) of (\d+) articles/;

async function shownAndTotal(page: Page) {
  const text = (await page.getByText(countLine).textContent()) ?? '';
  const match = countLine.exec(text);
  return { shown: Number(match?.[1]), total: Number(match?.[2]) };
}

test.describe('community blog', () => {
  test('shows 2, then 9 more per Load More until all are shown', async ({ page }) => {
    await page.goto('/community-blog');
    const cards = page.locator('#articles li article');
    await expect(cards).toHaveCount(2);
    const { total } = await shownAndTotal(page);
    expect(total).toBeGreaterThan(2);
    let expected = 2;
    while (expected < total) {
      await page.getByRole('button', { name: 'Load More' }).click();
      expected = Math.min(expected + 9, total);
      await expect(cards).toHaveCount(expected);
    }
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('the category filter narrows the list and starts again at 2', async ({ page }) => {
    await page.goto('/community-blog');
    const all = (await shownAndTotal(page)).total;
    for (const label of ['MCT', 'Lifestyle']) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const { shown, total } = await shownAndTotal(page);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(all);
      expect(shown).toBe(Math.min(2, total));
    }
  });

  test('an article shows title, author, read time, categories and copies its link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/community-blog');
    const first = page.locator('#articles li article').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/community-blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About the author' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
    const share = page.getByRole('navigation', { name: 'Share this article' }).first();
    await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    );
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    await expect(share.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(toastWith(page, 'Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("every share link of an article carries the article's address on the shop's own origin", async ({
    page,
    baseURL,
  }) => {
    const check = async (title: string) => {
      const article = page.url();
      expect(article.startsWith(`${baseURL}/community-blog/`)).toBe(true);
      const expected = {
        Facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(article)}`,
        LinkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(article)}`,
        WhatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${article}`)}`,
      };
      const bars = page.getByRole('navigation', { name: 'Share this article' });
      await expect(bars).toHaveCount(2);
      for (const bar of await bars.all()) {
        for (const [network, href] of Object.entries(expected)) {
          await expect(bar.getByRole('link', { name: network })).toHaveAttribute('href', href);
        }
      }
    };
    // As the server sends it (what a crawler and a shopper without script see)...
    const article = `${baseURL}/community-blog/mind-your-business`;
    const html = await (await page.request.get('/community-blog/mind-your-business')).text();
    expect(html).toContain(`sharer.php?u=${encodeURIComponent(article)}`);
    expect(html).not.toContain('public-base-url.invalid');
    // ...once the page runs, and after a move within the site.
    await page.goto('/community-blog/mind-your-business');
    await check('Mind Your Business');
    await page.goto('/community-blog');
    const first = page.locator('#articles li article').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await check(title);
  });

  test('a copy failure toasts "Failed to copy text" with the reason', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('Write permission denied.')) },
      });
    });
    await page.goto('/community-blog/mind-your-business');
    await page.getByRole('button', { name: 'Copy link' }).first().click();
    await expect(toastWith(page, 'Failed to copy text Write permission denied.')).toBeVisible();
  });

  test('an unknown article goes to the not-found screen', async ({ page }) => {
    await page.goto('/community-blog/no-such-article');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByText("We're sorry, this page is not available")).toBeVisible();
    await expect(page.getByText('404 - Page not found')).toBeVisible();
  });
});
