import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';

/*
 * The embedded database can be opened by one process only, so `pnpm backup` asks the running
 * server for its copy through a Unix socket in DATA_DIR (mode 600: whoever may read the data
 * folder may already read the database). The answer is an 8-byte length, then the gzipped tar.
 */

/** Where a server on the embedded database listens for backup requests. */
export const backupSocketPath = (dataDir: string): string => join(dataDir, 'backup.sock');

// A Unix socket's path must fit sun_path (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH = 103;

export class BackupSocketPathTooLongError extends Error {
  constructor(readonly path: string) {
    super(
      `The backup socket path ${path} is longer than ${MAX_SOCKET_PATH} bytes: ` +
        'give DATA_DIR a shorter path to back up while the shop runs.',
    );
    this.name = 'BackupSocketPathTooLongError';
  }
}

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface BackupListener {
  close(): Promise<void>;
}

/** Serves `dump` to each connection on the socket at `path`. */
export async function listenForBackups(
  path: string,
  dump: () => Promise<Blob>,
  log: Log,
): Promise<BackupListener | undefined> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, new BackupSocketPathTooLongError(path).message);
    return undefined;
  }
  // Left by a server that was killed; the data folder's lock already keeps a second server out.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    dump()
      .then(async (blob) => {
        const body = Buffer.from(await blob.arrayBuffer());
        const length = Buffer.alloc(8);
        length.writeBigUInt64BE(BigInt(body.length));
        socket.end(Buffer.concat([length, body]));
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup of the embedded database failed');
        socket.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * The running server's copy of its database, or undefined when no server listens (then the
 * caller may open the folder itself).
 */
export async function fetchBackupFromServer(path: string): Promise<Buffer | undefined> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) throw new BackupSocketPathTooLongError(path);
  const chunks: Buffer[] = [];
  const socket: Socket = connect(path);
  return new Promise<Buffer | undefined>((resolve, reject) => {
    let connected = false;
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        resolve(undefined);
        return;
      }
      reject(error);
    });
    socket.on('close', () => {
      if (!connected) return;
      const all = Buffer.concat(chunks);
      const length = all.length >= 8 ? Number(all.readBigUInt64BE(0)) : -1;
      if (length !== all.length - 8) {
        reject(new Error('The server stopped before sending the whole backup; see its log.'));
        return;
      }
      resolve(all.subarray(8));
    });
  });
}
