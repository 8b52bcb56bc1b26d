import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../test/listening-test-app';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, its own port), so a
 * test can restart it without disturbing anything else on the machine.
 */
export interface PrivatePostgres {
  readonly url: string;
  /** A fast restart: every connection is closed, then the server comes back. */
  restart(): Promise<void>;
  close(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => {
      return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
    });
  if (!found) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed');
  return found;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'nyiur-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, run it as the postgres user.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      const args = [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'log'),
        '-m',
        'fast',
        '-w',
        'restart',
      ];
      const pgCtl = join(bin, 'pg_ctl');
      await (asRoot
        ? promisify(execFile)('runuser', ['-u', 'postgres', '--', pgCtl, ...args])
        : promisify(execFile)(pgCtl, args));
    },
    close: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
