import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Held while one server uses an embedded database folder; `release` lets the next one in. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another server (process ${holderPid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'server.lock';

function isRunning(pid: number): boolean {
  // Our own pid in a lock we do not hold yet is a leftover from an earlier run (a container's
  // server is often pid 1 every time).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes the folder's lock file (created exclusively, holding our pid). A lock whose process is
 * gone was left by a killed server and is taken over; a live holder stops the start.
 */
export function lockDataDir(folder: string): DataDirLock {
  const file = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (isRunning(holder)) throw new DataDirLockedError(folder, holder);
      try {
        unlinkSync(file);
      } catch {
        // Another starting server removed it first; the next attempt sorts out who wins.
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    return {
      file,
      release: () => {
        if (released) return;
        released = true;
        if (readHolder(file) === process.pid) unlinkSync(file);
      },
    };
  }
  throw new DataDirLockedError(folder, readHolder(file));
}
