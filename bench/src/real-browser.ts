import type { Browser, Page } from 'playwright-core';

/**
 * A phone's network and CPU, applied through the DevTools protocol (request-level throttling, as
 * Lighthouse's `devtools` mode does): its round trip and throughput converted the way Lighthouse
 * converts them (latency × 3.75, throughput × 0.9).
 */
export interface PhoneProfile {
  readonly name: 'my4g' | 'slow4g';
  readonly label: string;
  readonly rttMs: number;
  readonly downKbps: number;
  readonly upKbps: number;
  readonly cpuSlowdown: number;
}

export const PHONE_PROFILES: readonly PhoneProfile[] = [
  {
    // Opensignal's Malaysian 4G average (12.7 Mbit/s down, ~50 ms latency); conservative today.
    name: 'my4g',
    label: 'Malaysian 4G (12.7 Mbit/s, 50 ms, CPU ×4)',
    rttMs: 50,
    downKbps: 12.7 * 1024,
    upKbps: 5 * 1024,
    cpuSlowdown: 4,
  },
  {
    // Lighthouse's mobile "slow 4G" (throttling.mobileSlow4G).
    name: 'slow4g',
    label: "Lighthouse's slow 4G (1.6 Mbit/s, 150 ms, CPU ×4)",
    rttMs: 150,
    downKbps: 1.6 * 1024,
    upKbps: 750,
    cpuSlowdown: 4,
  },
];

/**
 * The mark the shell sets as the page hydrates: once for its root and once for each lazy part
 * (HYDRATED_MARK in @nyiur/shell). The page's buttons all work at the last one.
 */
export const HYDRATED_MARK = 'nyiur:hydrated';

const LOAD_TIMEOUT_MS = 90_000;

/**
 * The startTime of the page's last hydrated mark: after the first, the network quiet (the lazy
 * parts' code arrived) and then no new mark for a second (they hydrated).
 */
async function lastHydratedMark(page: Page): Promise<number> {
  const marks = () =>
    page.evaluate(
      (mark) => performance.getEntriesByName(mark).map((entry) => entry.startTime),
      HYDRATED_MARK,
    );
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    HYDRATED_MARK,
    {
      timeout: LOAD_TIMEOUT_MS,
      polling: 50,
    },
  );
  await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
  let seen = (await marks()).length;
  for (let quiet = 0; quiet < 20; quiet += 1) {
    await page.waitForTimeout(1_000);
    const now = (await marks()).length;
    if (now === seen) break;
    seen = now;
  }
  return Math.max(...(await marks()));
}

export interface RealLoad {
  /** startTime of the last largest-contentful-paint entry before hydration was read. */
  readonly lcpMs: number;
  /** The hydration mark's startTime; null where the page never hydrates (a floor). */
  readonly hydratedMs: number | null;
  /** The protocol the page's document came over (`h2`, `http/1.1`). */
  readonly protocol: string;
}

/**
 * One cold load of `url` in a fresh browser context (empty cache, phone viewport) under the
 * profile: LCP from a buffered PerformanceObserver, and when the page's buttons work.
 */
export async function loadOnPhone(
  browser: Browser,
  url: string,
  profile: PhoneProfile,
  expectHydration: boolean,
): Promise<RealLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.rttMs * 3.75,
      downloadThroughput: (profile.downKbps * 0.9 * 1024) / 8,
      uploadThroughput: (profile.upKbps * 0.9 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      if (response && !response.ok()) throw new Error(`${url} answered ${response.status()}`);
    } catch (error) {
      // A members' page sends a visitor without a session on to /login before it loads: the
      // figures are then those of the page the visitor lands on, as for its floor.
      if (!/interrupted by another navigation/.test(String(error))) throw error;
      await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS });
    }
    let hydratedMs: number | null = null;
    if (expectHydration) {
      hydratedMs = await lastHydratedMark(page);
    }
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
            // A browser entry type that Node's typings (this file's) do not list.
          }).observe({ type: 'largest-contentful-paint', buffered: true } as never);
          setTimeout(() => resolve(Number.NaN), 5_000);
        }),
    );
    const protocol = await page.evaluate(
      () =>
        (
          performance.getEntriesByType('navigation' as never)[0] as
            { nextHopProtocol?: string } | undefined
        )?.nextHopProtocol ?? '',
    );
    return { lcpMs, hydratedMs, protocol };
  } finally {
    await context.close().catch(() => undefined);
  }
}
