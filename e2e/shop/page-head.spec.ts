import { expect, test } from '@playwright/test';

/*
 * What a phone on a thin link gets first: the stylesheet the first paint waits for is named
 * ahead of the module preloads (React's precedence), and the page says when its buttons work
 * (the shell's nyiur:hydrated mark, read by bench:pages).
 */
for (const path of ['/', '/login']) {
  test(`${path}: the stylesheet comes before the first module preload`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const stylesheet = html.search(/<link rel="stylesheet" href="[^"]+\.css" data-precedence/);
    const firstPreload = html.indexOf('<link rel="modulepreload"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(firstPreload).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(firstPreload);
    // One stylesheet for the whole app, written once.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
}

test('/login: the page marks when it has hydrated, its Login button working by then', async ({
  page,
}) => {
  // What the Login button was at the moment the mark was set.
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    const seen: (boolean | null)[] = [];
    Object.assign(window, { loginDisabledAtMark: seen });
    performance.mark = (name, options) => {
      if (name === 'nyiur:hydrated') {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Login',
        );
        seen.push(button ? button.disabled : null);
      }
      return mark(name, options);
    };
  });
  await page.goto('/login');
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('nyiur:hydrated').length))
    .toBe(1);
  const seen = await page.evaluate(
    () => (window as unknown as { loginDisabledAtMark: (boolean | null)[] }).loginDisabledAtMark,
  );
  expect(seen).toEqual([false]);
});
