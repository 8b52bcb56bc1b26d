import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { testPath } from '../test/env';
import { serverCommand } from '../test/server-command';

/** The server as its own operating-system process, so a test can kill it for real. */
export interface ShopProcess {
  readonly baseUrl: string;
  /** What the process printed so far (for a failing test's message). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when a machine or container dies. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<void>;
  /** Resolves once the process has printed `text` (a fault point reached), or fails naming it. */
  printed(text: string, ms: number): Promise<void>;
  /** SIGUSR2: the work held at a fault point goes on, and the hold ends. */
  release(): void;
}

const serverRoot = join(import.meta.dirname, '../..');

async function waitForHealth(baseUrl: string, child: ChildProcess, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/readyz`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready in time');
}

/** Starts the server (this run's bundle of `src/main.ts`) with the given environment on `port`; resolves once /readyz answers. */
export async function startShopProcess(
  port: number,
  env: Record<string, string>,
): Promise<ShopProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverCommand('main'), {
    cwd: serverRoot,
    env: {
      PATH: testPath,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${printed}`, { cause: error });
  }
  return {
    baseUrl,
    output: () => printed,
    printed: async (text, ms) => {
      const end = Date.now() + ms;
      while (!printed.includes(text)) {
        if (child.exitCode !== null || Date.now() > end) {
          throw new Error(`the server never printed "${text}":\n${printed}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    release: () => {
      child.kill('SIGUSR2');
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      // The server's own shutdown gives up after ten seconds; never outlive the test by more.
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
