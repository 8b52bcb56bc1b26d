import { resolve } from 'node:path';
import { ConfigError } from '../config/app-config';
import { invocationDir, loadConfig } from '../config/load-config';
import { BackupSocketPathTooLongError } from '../db/backup-socket';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, backUp, restore } from './backup-archive';

/*
 * `pnpm backup [file]` writes the shop's database (PGlite's folder, or PostgreSQL through
 * pg_dump), uploads and e-mail outbox to one .tar.gz, while the shop runs. `pnpm restore <file>`
 * puts them back, with the shop stopped; what it replaces is kept in DATA_DIR/before-restore-*.
 * Both read the same settings as the server (.env, then the environment).
 */
const usage = 'Usage: backup-command backup [file.tar.gz] | restore <file.tar.gz>';

const stamp = (): string =>
  new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

const describeFiles = (files: { uploads: number; outbox: number }): string =>
  `${files.uploads} uploaded file(s), ${files.outbox} outbox file(s)`;

async function main(): Promise<number> {
  const [step, given] = process.argv.slice(2);
  if ((step !== 'backup' && step !== 'restore') || (step === 'restore' && !given)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  if (step === 'backup') {
    const file = resolve(invocationDir(), given ?? `nyiur-backup-${stamp()}.tar.gz`);
    const summary = await backUp(config, file);
    console.log(
      `Backed up ${where} and ${describeFiles(summary.files)} to ${file} ` +
        `(${(summary.bytes / 1024 / 1024).toFixed(1)} MB).`,
    );
    return 0;
  }
  const file = resolve(invocationDir(), given as string);
  const summary = await restore(config, file);
  console.log(
    `Restored ${where} and ${describeFiles(summary.files)} from ${file}, the backup of ${summary.createdAt}.`,
  );
  if (summary.previous) {
    console.log(`What it replaced is in ${summary.previous}; delete it once the shop looks right.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal the operator can act on is a sentence, not a stack trace.
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof BackupError ||
      error instanceof BackupSocketPathTooLongError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
