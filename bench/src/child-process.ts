import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** A child process whose output goes to a log file, and that is always stopped by its pid. */
export interface RunningChild {
  readonly child: ChildProcess;
  readonly logFile: string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** How it ended (code or signal), or null while it runs. */
  endedHow(): string | null;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has ended. */
  stop(graceMs?: number): Promise<void>;
}

export function startChild(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): RunningChild {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let how: string | null = null;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      how = signal ? `signal ${signal}` : `exit code ${code}`;
      log.end();
      resolve(code);
    });
    child.once('error', (error) => {
      log.write(`spawn failed: ${error.message}\n`);
      log.end();
      resolve(null);
    });
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const stop = async (graceMs = 15_000): Promise<void> => {
    if (ended || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { child, logFile: options.logFile, exited, endedHow: () => how, stop };
}

/** Polls `check` every `intervalMs` until it answers true, the child exits, or `timeoutMs` passes. */
export async function waitUntil(
  check: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; what: string; child?: RunningChild },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let exitedEarly = false;
  void options.child?.exited.then(() => {
    exitedEarly = true;
  });
  while (Date.now() < deadline) {
    if (exitedEarly) {
      throw new Error(`${options.what}: the process ended early (see ${options.child?.logFile})`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
  throw new Error(`${options.what}: not ready after ${options.timeoutMs} ms`);
}
