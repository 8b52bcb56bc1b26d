import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../test/server-command';

const serverDir = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-create-owner-'));

/* The command beside a running shop on the embedded database says what to do, in one line. */
describe('pnpm admin:create-owner while the shop runs', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers one line, stop the shop first, and no stack trace', () => {
    // The lock a running server holds: this test's own process stands in for it.
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'server.lock'), String(process.pid));
    const run = spawnSync(
      process.execPath,
      [...serverCommand('create-owner'), 'owner@example.com'],
      {
        cwd: serverDir,
        env: { PATH: process.env['PATH'], DATA_DIR: dataDir, NODE_ENV: 'development' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `The shop is running on this database (process ${process.pid}): stop it first (Ctrl+C), then run pnpm admin:create-owner again.`,
    );
    expect(run.stdout).toBe('');
  });
});
