import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Opens a page with its code held back (the app's browser entry does not come until
 * `release` is called): the prerendered page is on screen, not yet hydrated, as on a slow phone.
 */
export async function openBeforeItsCode(
  page: Page,
  app: 'brand' | 'shop',
  path: string,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(new RegExp(`/${app}-assets/entry\\.client-[\\w-]+\\.js$`), async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // The load event waits for the held code too.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => asked).toBe(true);
  return release;
}
