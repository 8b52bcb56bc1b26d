import { expect, test, type Page } from '@playwright/test';
import { openBeforeItsCode } from '../support/held-code';

const SECTIONS = [
  'banner',
  'ingredients',
  'difference',
  'testimonials',
  'more-videos',
  'incentive',
  'combos',
  'benefits',
  'recommendation',
  'rethink-mct',
  'bottom-banner',
];

/**
 * The testimonials, scrolled to, once they run: the page's code and the carousel's have come
 * (after the first paint, on a busy machine a few seconds), as its Pause control shows. A key
 * pressed on a slide before then is not a play.
 */
async function runningTestimonials(page: Page) {
  const testimonials = page.locator('#testimonials');
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByRole('button', { name: 'Pause slides' })).toBeVisible({
    timeout: 15_000,
  });
  return testimonials;
}

/** Slides of a carousel whose centre lies inside its visible (clipped) area. */
async function slidesInView(page: Page, section: string): Promise<number> {
  return page.locator(`#${section} [data-carousel-viewport]`).evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      const centre = box.left + box.width / 2;
      return box.width > 0 && centre > frame.left && centre < frame.right;
    }).length;
  });
}

test('the home page shows its sections in the spec order, with ten benefits', async ({ page }) => {
  await page.goto('/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);
  await expect(page.locator('#benefits h3')).toHaveCount(10);
  // A new shop has priced no combo yet: each says so, with no price and no button.
  await expect(
    page.locator('#combos article').getByText('Coming soon', { exact: true }),
  ).toHaveCount(3);
});

test.describe('ingredients carousel on desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('shows five slides at once', async ({ page }) => {
    await page.goto('/');
    await page.locator('#ingredients').scrollIntoViewIfNeeded();
    expect(await slidesInView(page, 'ingredients')).toBe(5);
  });
});

test.describe('ingredients carousel on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('shows one slide at a time', async ({ page }) => {
    await page.goto('/');
    await page.locator('#ingredients').scrollIntoViewIfNeeded();
    expect(await slidesInView(page, 'ingredients')).toBe(1);
  });

  test('fetches its engine once the visitor scrolls, and then shows its controls', async ({
    page,
  }) => {
    const engine: string[] = [];
    page.on('request', (request) => {
      if (/\/carousel-engine-[\w-]+\.js$/.test(request.url())) engine.push(request.url());
    });
    await page.goto('/');
    const ingredients = page.locator('#ingredients');
    // Only the carousel's top edge is in the first view: the page settles without Embla.
    await page.waitForLoadState('networkidle');
    expect(engine).toEqual([]);
    await expect(ingredients.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await ingredients.scrollIntoViewIfNeeded();
    await ingredients.getByRole('button', { name: 'Next slide' }).click();
    expect(engine).toHaveLength(1);
    await expect(ingredients.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('testimonials move on by themselves', async ({ page }) => {
    await page.goto('/');
    const testimonials = await runningTestimonials(page);
    const first = testimonials.locator('[aria-roledescription="slide"]').first();
    const start = await first.boundingBox();
    // Autoplay every 5 s; give it one step and the slide animation.
    await expect
      .poll(async () => (await first.boundingBox())?.x ?? 0, { timeout: 9_000 })
      .toBeLessThan((start?.x ?? 0) - 100);
  });
});

test('a visitor who scrolls down before the page has its code stays there, and the testimonials start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openBeforeItsCode(page, 'brand', '/');
  const testimonials = page.locator('#testimonials');
  await testimonials.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(844);
  release();
  // Hydrated: the carousel near the screen has started, and the page has not jumped to the top.
  await expect(testimonials.getByRole('button', { name: 'Pause slides' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the recommendation video plays with captions, and a short clip too', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#recommendation');
  await section.getByRole('button', { name: 'Play video: How to enjoy your sachet' }).click();
  const video = section.locator('video');
  await expect(video).toBeFocused();
  // Playing: decoded frames and time moving (slowly on a busy machine).
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      video.evaluate((node: HTMLVideoElement) => {
        const track = node.textTracks[0];
        return track ? { kind: track.kind, cues: track.cues?.length ?? 0 } : null;
      }),
    )
    .toEqual({ kind: 'captions', cues: 3 });

  const testimonials = await runningTestimonials(page);
  const clip = testimonials.getByRole('button', { name: /^Play video: / }).first();
  // The testimonials move on by themselves, so a pointer may find the slide gone; the keyboard
  // holds them still (focus pauses the autoplay) and plays the clip.
  await clip.focus();
  await page.keyboard.press('Enter');
  // Its first frame decoded, given the same time as the video above on a busy machine.
  await expect
    .poll(
      () =>
        page
          .locator('#testimonials video')
          .first()
          .evaluate((node: HTMLVideoElement) => node.readyState),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
});

test.describe('a page with an element another hand put first in its body', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hydrates its parts in place, shifts nothing and answers a tap', async ({ page }) => {
    // The demo shop's line, or a browser extension, puts an element of its own before the page's.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<body[^>]*>/i,
          (body) => `${body}<p data-other-hand>Not the page's own</p>`,
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Once the network is idle the page's code has come and every part has had its turn.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('footer')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    const ids = await page
      .locator('main section[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids.filter((id) => SECTIONS.includes(id))).toEqual(SECTIONS);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.02);

    const benefit = page.locator('#benefits').getByRole('button').first();
    await benefit.scrollIntoViewIfNeeded();
    await benefit.click();
    // The accordion answered the tap.
    await expect(benefit).toHaveAttribute('aria-expanded', 'true');
  });
});
