import { expect, test } from '@playwright/test';

const line = `© 2025–${new Date().getFullYear()} Nyiur. All rights reserved.`;

/** Its text lays out as one line box (padding and margins aside). */
const isOneLine = (element: Element): boolean => {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return tops.size === 1;
};

for (const [path, width] of [
  ['/', 1280],
  ['/products', 1280],
  ['/connect', 1280],
  ['/faq', 360],
  ['/connect', 360],
] as const) {
  test(`the copyright line of ${path} at ${width} px starts in 2025, on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const copyright = page.getByText(line, { exact: true });
    await expect(copyright).toBeVisible();
    expect(await copyright.evaluate(isOneLine)).toBe(true);
  });
}
