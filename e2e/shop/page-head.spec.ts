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

test('/login: the page marks when its sign-in form has hydrated, the Login button working then', async ({
  page,
}) => {
  // What the Login button was (missing, disabled or enabled) at each mark.
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    const seen: string[] = [];
    Object.assign(window, { loginAtMarks: seen });
    performance.mark = (name, options) => {
      if (name === 'nyiur:hydrated') {
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Login',
        );
        seen.push(button ? (button.disabled ? 'disabled' : 'enabled') : 'missing');
      }
      return mark(name, options);
    };
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // The sign-in form is a lazy part whose code comes after the page's: it marks once it works
  // (the root's own mark may come while the form still waits, its button disabled).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loginAtMarks: string[] }).loginAtMarks))
    .toContain('enabled');
});
