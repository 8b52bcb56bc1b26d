import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../config/app-config';
import { childEnv } from '../config/load-config';
import { backupSocketPath, fetchBackupFromServer } from '../db/backup-socket';
import { lockDataDir } from '../db/data-dir-lock';
import { pgliteDirIn, type DriverName } from '../db/database';

/*
 * One backup is one .tar.gz: nyiur-backup.json (what is inside), the database (PGlite's whole
 * folder as its own gzipped tar, or PostgreSQL's pg_dump in custom format) and the data folder's
 * uploads/ and outbox/ (the .eml files written without SMTP). `tar`, `pg_dump` and `pg_restore`
 * are the system's own.
 */

/** A refusal or failure the operator can act on from its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'nyiur-backup.json';
const FORMAT = 1;
const PGLITE_FILE = 'database/pglite.tar.gz';
const POSTGRES_FILE = 'database/postgres.dump';
/** The data folder's subfolders a backup carries besides the database. */
const FOLDERS = ['uploads', 'outbox'] as const;

interface Manifest {
  readonly format: number;
  readonly database: DriverName;
  readonly createdAt: string;
}

export interface BackupSummary {
  readonly database: DriverName;
  readonly bytes: number;
  /** Files per folder of FOLDERS. */
  readonly files: Record<(typeof FOLDERS)[number], number>;
}

export interface RestoreSummary extends BackupSummary {
  readonly createdAt: string;
  /** Where the data it replaced was moved, if there was any. */
  readonly previous: string | undefined;
}

/** Runs a program to its end; rejects with its error output. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: childEnv(env),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError(`${command} could not run: ${error.message}`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** libpq's arguments for a URL, the password in the environment rather than on the command line. */
function libpq(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** The role that owns the tables (MIGRATION_DATABASE_URL) when there is one: it can read and recreate them all. */
const ownerUrl = (config: AppConfig): string =>
  config.migrationDatabaseUrl ?? (config.databaseUrl as string);

const countFiles = (folder: string): number =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      ).length
    : 0;

async function dumpPglite(dataDir: string): Promise<Buffer> {
  // A running server answers with a copy taken between two of its queries.
  const fromServer = await fetchBackupFromServer(backupSocketPath(dataDir));
  if (fromServer) return fromServer;
  const folder = pgliteDirIn(dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${folder}.`);
  }
  // No server: open the folder ourselves, holding its lock so a server cannot start meanwhile.
  const lock = lockDataDir(folder);
  try {
    const client = new PGlite({ dataDir: folder });
    try {
      await client.exec('checkpoint');
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Writes a backup of the configured database, uploads and outbox to `file` (a .tar.gz). */
export async function backUp(config: AppConfig, file: string): Promise<BackupSummary> {
  const staging = mkdtempSync(join(tmpdir(), 'nyiur-backup-'));
  try {
    const database: DriverName = config.databaseUrl ? 'postgres' : 'pglite';
    mkdirSync(join(staging, 'database'));
    if (database === 'pglite') {
      writeFileSync(join(staging, PGLITE_FILE), await dumpPglite(config.dataDir));
    } else {
      const { dbname, env } = libpq(ownerUrl(config));
      // Custom format: compressed, and pg_restore can recreate it in one transaction.
      await run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${join(staging, POSTGRES_FILE)}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
    }
    const files = { uploads: 0, outbox: 0 };
    for (const folder of FOLDERS) {
      const source = join(config.dataDir, folder);
      if (!existsSync(source)) continue;
      cpSync(source, join(staging, folder), { recursive: true });
      files[folder] = countFiles(join(staging, folder));
    }
    const manifest: Manifest = { format: FORMAT, database, createdAt: new Date().toISOString() };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await run('tar', ['-czf', file, '-C', staging, '.']);
    return { database, bytes: readFileSync(file).length, files };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Puts PGlite's folder from a backup in place; the shop must be stopped. */
async function restorePglite(dataDir: string, dump: Buffer, aside: () => string): Promise<void> {
  const folder = pgliteDirIn(dataDir);
  if (existsSync(folder)) {
    // Throws while a server has the folder open. The lock file taken here moves with the folder.
    lockDataDir(folder);
    const moved = join(aside(), 'pglite');
    renameSync(folder, moved);
    rmSync(join(moved, 'server.lock'), { force: true });
  }
  mkdirSync(folder, { recursive: true });
  const client = new PGlite({ dataDir: folder, loadDataDir: new Blob([dump]) });
  await client.query('select 1');
  await client.close();
  // The copy was taken from a running server's folder, its lock file with it.
  rmSync(join(folder, 'server.lock'), { force: true });
}

/** Replaces the PostgreSQL database's tables with the backup's; the shop must be stopped. */
async function restorePostgres(config: AppConfig, dumpFile: string): Promise<void> {
  const url = ownerUrl(config);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Tables a newer release added must go too, or its migrations would find them on the next start.
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    );
  } finally {
    await client.end();
  }
  const { dbname, env } = libpq(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    env,
  );
}

/**
 * Restores a backup made by {@link backUp} into the configured database and data folder. The
 * data it replaces is moved to DATA_DIR/before-restore-<time>/ (PGlite's folder, uploads and
 * outbox; PostgreSQL's tables are dropped).
 */
export async function restore(config: AppConfig, file: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const staging = mkdtempSync(join(tmpdir(), 'nyiur-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifestFile = join(staging, MANIFEST);
    if (!existsSync(manifestFile)) throw new BackupError(`${file} is not a backup of this shop.`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) {
      throw new BackupError(
        `${file} has backup format ${manifest.format}; this release reads ${FORMAT}.`,
      );
    }
    const database: DriverName = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== database) {
      throw new BackupError(
        `${file} holds a ${manifest.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database; ` +
          `this shop is configured for ${database === 'pglite' ? 'the embedded one (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
    let previous: string | undefined;
    const aside = (): string => {
      previous ??= join(
        config.dataDir,
        `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      mkdirSync(previous, { recursive: true });
      return previous;
    };
    if (database === 'pglite') {
      await restorePglite(config.dataDir, readFileSync(join(staging, PGLITE_FILE)), aside);
    } else {
      await restorePostgres(config, join(staging, POSTGRES_FILE));
    }
    const files = { uploads: 0, outbox: 0 };
    for (const folder of FOLDERS) {
      const target = join(config.dataDir, folder);
      if (existsSync(target)) renameSync(target, join(aside(), folder));
      const source = join(staging, folder);
      if (!existsSync(source)) continue;
      cpSync(source, target, { recursive: true });
      files[folder] = countFiles(target);
    }
    return {
      database,
      bytes: readFileSync(file).length,
      files,
      createdAt: manifest.createdAt,
      previous,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
