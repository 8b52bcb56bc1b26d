import { expect, test, type Page } from '@playwright/test';

/*
 * How a prerendered page starts its code (the launcher at the end of the body, decision 0019):
 * the files it names go into the head a few per task once the page is on screen, or all at once
 * in a tab nobody is looking at.
 */

/** What each task put into the head, recorded from before the page's first byte. */
async function recordHeadAdditions(page: Page, visibility: 'visible' | 'hidden'): Promise<void> {
  await page.addInitScript((hidden) => {
    if (hidden) {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    }
    const batches: string[][] = [];
    (window as unknown as { __headBatches: string[][] }).__headBatches = batches;
    // A MutationObserver's callback runs once after each task that changed the tree.
    new MutationObserver((records) => {
      const added: string[] = [];
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.parentNode !== document.head) continue;
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
            added.push(node.getAttribute('href') ?? '');
          }
          if (node instanceof HTMLScriptElement && node.type === 'module' && node.src) {
            added.push(node.getAttribute('src') ?? '');
          }
        }
      }
      if (added.length > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  }, visibility === 'hidden');
}

/** The files the launcher names: the module script, then its preloads. */
async function namedFiles(page: Page): Promise<string[]> {
  return page
    .locator('script[data-src]')
    .evaluate((script) => [
      script.getAttribute('data-src') ?? '',
      ...(script.getAttribute('data-modulepreload') ?? '').split(' ').filter(Boolean),
    ]);
}

/** The batches that carried the named files (later batches are the page's own lazy imports). */
async function launcherBatches(page: Page, named: readonly string[]): Promise<string[][]> {
  const batches = await page.evaluate(
    () => (window as unknown as { __headBatches: string[][] }).__headBatches,
  );
  return batches
    .map((batch) => batch.filter((file) => named.includes(file)))
    .filter((batch) => batch.length > 0);
}

async function expectTheFaqToAnswer(page: Page): Promise<void> {
  const first = page.locator('main h3 button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
}

test('a page on screen puts the files of its code into the head a few per task, the module script last', async ({
  page,
}) => {
  await recordHeadAdditions(page, 'visible');
  await page.goto('/faq');
  const named = await namedFiles(page);
  expect(named.length).toBeGreaterThan(5);
  await expect
    .poll(async () => (await launcherBatches(page, named)).flat().length)
    .toBe(named.length);
  const batches = await launcherBatches(page, named);
  expect(batches.length).toBeGreaterThan(1);
  for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(4);
  // Each file once, and the module script after every preload.
  expect(new Set(batches.flat()).size).toBe(named.length);
  expect(batches.flat().at(-1)).toBe(named[0]);
  await expectTheFaqToAnswer(page);
});

test('a page opened in a background tab puts every file of its code into the head at once', async ({
  page,
}) => {
  await recordHeadAdditions(page, 'hidden');
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const named = await namedFiles(page);
  const batches = await launcherBatches(page, named);
  expect(batches).toHaveLength(1);
  expect(new Set(batches[0])).toEqual(new Set(named));
  await expectTheFaqToAnswer(page);
});
