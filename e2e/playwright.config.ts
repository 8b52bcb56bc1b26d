import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * The journeys run against the built server (apps/server/dist/main.js) serving both built apps,
 * on a free port, with a fresh data directory (embedded PGlite, .eml outbox) and the sandbox
 * payment gateway. Workers inherit the port and directory through the environment, so every
 * process agrees on them. E2E_BASE_URL points the journeys at a server that is already running
 * instead (no server is started then).
 */
const freePort = (): string =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nyiur-e2e-'));

const external = process.env.E2E_BASE_URL;
/** The back office's first owner in the journeys. */
export const E2E_OWNER = 'owner@nyiur.test';
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT}`;
const repoRoot = resolve(import.meta.dirname, '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: ['*/**/*.spec.ts'],
  fullyParallel: false,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // DOM snapshots and sources for a failed journey; the screencast's filmstrip, which cost a
    // fifth of the run's time, is left out (the failure's own screenshot is kept).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // Chromium's headless shell (Debian's chromium-headless-shell, installed by scripts/test.sh),
    // the build Playwright itself runs headless tests in.
    launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS },
  },
  projects: [
    // The first owner's set-up, a step of its own that the journeys sign in after.
    {
      name: 'owner set-up',
      testMatch: ['admin/owner.setup.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      dependencies: ['owner set-up'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: external
    ? undefined
    : {
        // The first owner is made before the server takes the data folder; its one-time set-up
        // link waits in the data folder for the back-office journeys.
        command: `node apps/server/dist/create-owner.js ${E2E_OWNER} > "${process.env.E2E_DATA_DIR}/owner-setup.txt" && node apps/server/dist/main.js`,
        cwd: repoRoot,
        url: `${baseURL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: process.env.E2E_PORT,
          PUBLIC_BASE_URL: baseURL,
          DATA_DIR: process.env.E2E_DATA_DIR,
          PAYMENT_GATEWAY: 'sandbox',
          // The shop's own EasyParcel sandbox, its parcels followed every second.
          EASYPARCEL_ENV: 'sandbox',
          EASYPARCEL_POLL_MS: '1000',
          LOG_LEVEL: 'warn',
          OUTBOX_POLL_MS: '300',
          SEED_STOCK_ON_HAND: '100000',
          RATE_LIMIT_MAX: '100000',
          RATE_LIMIT_SENSITIVE_MAX: '100000',
          NEW_ACCOUNT_BOXES_PER_ORDER: '100000',
          NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: '100000',
        },
      },
});
