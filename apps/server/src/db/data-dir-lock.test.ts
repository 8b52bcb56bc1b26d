import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { openDatabase } from './database';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { serverCommand } from '../test/server-command';

const freshDir = (): string => mkdtempSync(join(tmpdir(), 'nyiur-lock-'));

/** A real process that lives until the test ends it. */
function liveProcess(): { pid: number; stop: () => void } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
}

/** The pid of a process that has already exited (a server killed with SIGKILL leaves such a lock). */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid ?? 0;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('lockDataDir', () => {
  it('refuses a folder held by a running process, naming the folder and the process', () => {
    const dir = freshDir();
    const holder = liveProcess();
    cleanups.push(holder.stop);
    writeFileSync(join(dir, 'server.lock'), `${holder.pid}\n`);

    expect(() => lockDataDir(dir)).toThrow(
      expect.objectContaining({
        constructor: DataDirLockedError,
        message: expect.stringContaining(dir),
      }),
    );
    expect(() => lockDataDir(dir)).toThrow(`process ${holder.pid}`);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8').trim()).toBe(String(holder.pid));
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), `${deadPid()}\n`);

    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('releases on close so the next server can open the folder', async () => {
    const dir = freshDir();
    // From the migrated template: what is tested is the lock, not a first start's initdb.
    const pgliteTemplate = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const first = await openDatabase({ migrationsFolder, pgliteDir: dir, pgliteTemplate });
    expect(readFileSync(join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    await first.close();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  }, 120_000);
});

describe('a second server on the same data folder', () => {
  it('stops at start with a clear message while the first one runs', () => {
    const dataDir = freshDir();
    const holder = liveProcess();
    cleanups.push(holder.stop);
    const pgliteDir = join(dataDir, 'pglite');
    spawnSync('mkdir', ['-p', pgliteDir]);
    writeFileSync(join(pgliteDir, 'server.lock'), `${holder.pid}\n`);

    const result = spawnSync(process.execPath, serverCommand('main'), {
      cwd: join(import.meta.dirname, '../..'),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        PAYMENT_GATEWAY: 'sandbox',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The database folder ${pgliteDir} is in use`);
    expect(result.stderr).toContain(`process ${holder.pid}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 90_000);
});
