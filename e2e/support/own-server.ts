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

/** Makes a data folder with a first owner, and a server to start on it (`extraEnv` on top). */
export async function ownServer(
  ownerEmail: string,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
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
    NEW_ACCOUNT_BOXES_PER_ORDER: '100000',
    NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: '100000',
    ...extraEnv,
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

/** The previous Malaysian calendar month (UTC+8): its first instant and its name, "October 2026". */
export function lastMalaysianMonth(now = new Date()): { paidAt: Date; name: string } {
  const here = new Date(now.getTime() + 8 * 3_600_000);
  const start = Date.UTC(here.getUTCFullYear(), here.getUTCMonth() - 1, 1);
  return {
    // The 10th, noon in Malaysia: well inside the month whatever the day today.
    paidAt: new Date(start + 9 * 86_400_000 + 4 * 3_600_000),
    name: new Intl.DateTimeFormat('en-MY', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(start)),
  };
}

/**
 * Dates the payment of these orders to `paidAt`, in a stopped server's database: the journeys
 * cannot wait for a month to end, and a server holds its PGlite folder alone while it runs.
 */
export async function datePayments(server: OwnServer, refNos: string[], paidAt: Date) {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const [dir, at, ...refNos] = process.argv.slice(1);
    const db = new PGlite({ dataDir: dir });
    const moved = await db.query(
      'update sales_orders set paid_at = $1::timestamptz where ref_no = any($2::text[])',
      [at, refNos],
    );
    await db.close();
    if (moved.affectedRows !== refNos.length) throw new Error('moved ' + moved.affectedRows);
  `;
  await run(
    'node',
    [
      '--input-type=module',
      '-e',
      script,
      join(server.dataDir, 'pglite'),
      paidAt.toISOString(),
      ...refNos,
    ],
    { cwd: join(repoRoot, 'apps', 'server') },
  );
}
