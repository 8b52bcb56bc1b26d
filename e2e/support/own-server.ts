import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/*
 * A second server for journeys that need their own data (a restart, a fresh owner): the built
 * server on its own port and data folder, started, stopped and started again on the same folder.
 */

const repoRoot = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface OwnServer {
  readonly baseURL: string;
  readonly dataDir: string;
  /** The first owner's one-time set-up path, e.g. /admin/setup?token=... */
  readonly setupPath: string;
  /** Starts the server (again) on the same port and data folder. */
  start(): Promise<void>;
  /** Stops it gracefully and waits for the process to end. */
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no answer from ${baseURL}/healthz`);
}

/** Makes a data folder with a first owner, and a server to start on it. */
export async function ownServer(ownerEmail: string): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'nyiur-e2e-own-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: baseURL,
    DATA_DIR: dataDir,
    PAYMENT_GATEWAY: 'sandbox',
    LOG_LEVEL: 'warn',
    OUTBOX_POLL_MS: '300',
    SEED_STOCK_ON_HAND: '1000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_SENSITIVE_MAX: '100000',
  };
  const { stdout } = await run('node', ['apps/server/dist/create-owner.js', ownerEmail], {
    cwd: repoRoot,
    env,
  });
  const link = /https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no set-up link in: ${stdout}`);
  const url = new URL(link);
  let child: ChildProcess | undefined;

  return {
    baseURL,
    dataDir,
    setupPath: url.pathname + url.search,
    async start() {
      if (child) throw new Error('already started');
      child = spawn('node', ['apps/server/dist/main.js'], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitForHealth(baseURL, child);
    },
    async stop() {
      if (!child) return;
      const running = child;
      child = undefined;
      if (running.exitCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGTERM');
      await exited;
    },
  };
}
