import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BRAND_ROUTES } from './support';

const ROUTES = [...BRAND_ROUTES, '/community-blog/mind-your-business'];

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`axe on every brand route (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of ROUTES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          // The embedded map is a third-party document.
          .exclude('iframe')
          .analyze();
        const blocking = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect(
          blocking.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
      });
    }
  });
}
