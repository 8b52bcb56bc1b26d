import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChild, waitUntil, type RunningChild } from './child-process';
import { spkiHash, trustInNss } from './front';

/** The flags every Chromium of the project runs with (ARCHITECTURE §2). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/**
 * Sends everything that is not loopback to a closed local port, so no page, audit or browser
 * feature can reach beyond this machine (loopback always bypasses a proxy in Chromium).
 */
export const LOOPBACK_ONLY_FLAGS = ['--proxy-server=http://127.0.0.1:9'] as const;

export interface RunningChromium {
  /** The DevTools port on 127.0.0.1, for playwright-core (over CDP) and Lighthouse. */
  readonly port: number;
  readonly cdpUrl: string;
  readonly process: RunningChild;
  /** How the browser trusts `trustRoot`, when one was given. */
  readonly trust: 'nss' | 'spki-pin' | null;
  stop(): Promise<void>;
}

/** Starts Debian's Chromium with a fresh profile and the DevTools protocol on a free port. */
export async function launchChromium(options: {
  executable: string;
  logDir: string;
  /**
   * A certificate authority (PEM file) the browser trusts, e.g. the local one of the bench's
   * Caddy fronts: added to the fresh profile's own NSS database, as a shopper's trusted root is;
   * without certutil, errors are ignored only for chains holding that root's key (SPKI pin).
   */
  trustRoot?: string;
}): Promise<RunningChromium> {
  if (!existsSync(options.executable)) {
    throw new Error(
      `Chromium not found at ${options.executable}: install it with "apt-get install -y chromium" (or set BENCH_CHROMIUM)`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'nyiur-bench-chromium-'));
  let trust: RunningChromium['trust'] = null;
  const trustArgs: string[] = [];
  if (options.trustRoot) {
    if (trustInNss(profile, options.trustRoot)) {
      trust = 'nss';
    } else {
      trust = 'spki-pin';
      trustArgs.push(
        `--ignore-certificate-errors-spki-list=${spkiHash(readFileSync(options.trustRoot, 'utf8'))}`,
      );
    }
  }
  const args = [
    ...trustArgs,
    ...CHROMIUM_FLAGS,
    ...LOOPBACK_ONLY_FLAGS,
    `--user-data-dir=${profile}`,
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    '--window-size=1350,940',
    'about:blank',
  ];
  const child = startChild(options.executable, args, {
    cwd: profile,
    env: { PATH: process.env['PATH'], HOME: profile },
    logFile: join(options.logDir, 'chromium.log'),
  });
  const portFile = join(profile, 'DevToolsActivePort');
  let port = 0;
  try {
    await waitUntil(
      async () => {
        if (!existsSync(portFile)) return false;
        port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
        return Number.isInteger(port) && port > 0;
      },
      { timeoutMs: 30_000, what: 'Chromium', child },
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    port,
    cdpUrl: `http://127.0.0.1:${port}`,
    process: child,
    trust,
    stop: async () => {
      await child.stop(5_000);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
