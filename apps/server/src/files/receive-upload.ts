import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@nyiur/domain';

/** Bytes kept in memory to tell the file's type: the longest signature (PNG's) is 8. */
const HEAD_BYTES = 16;
/** A half-written file older than this belongs to a request that died (a crash, a restart). */
export const STALE_INCOMING_MS = 60 * 60 * 1000;

/** Thrown when the file passes the limit: the caller answers at once, without reading the rest. */
export class UploadTooLarge extends Error {
  constructor() {
    super('upload over the size limit');
    this.name = 'UploadTooLarge';
  }
}

export interface ReceivedUpload {
  /** The half-written file under the incoming folder, to be moved into place or removed. */
  readonly path: string;
  readonly size: number;
  /** The first bytes, for the type check. */
  readonly head: Buffer;
  readonly filename: string;
}

/**
 * The incoming folder sits beside uploads/, not in it, so a backup taken meanwhile never holds a
 * half-written file; it is on the same disk, so moving a finished file is a rename.
 */
export const incomingDirOf = (dataDir: string) => join(dataDir, 'uploads-incoming');

/**
 * Streams one multipart file to a temporary file, counting its bytes as they pass: only a small
 * chunk is in memory at any time. Past MAX_UPLOAD_BYTES the stream stops and the partial file
 * is removed, before the rest of the body is read.
 */
export async function receiveUpload(
  part: MultipartFile,
  incomingDir: string,
): Promise<ReceivedUpload> {
  await mkdir(incomingDir, { recursive: true });
  const path = join(incomingDir, `${randomUUID()}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      }
      if (size > MAX_UPLOAD_BYTES) done(new UploadTooLarge());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(path, { flags: 'wx', mode: 0o640 }));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  // The parser's own limit (one byte over ours) cuts the stream short without an error.
  if (part.file.truncated) {
    await rm(path, { force: true });
    throw new UploadTooLarge();
  }
  return { path, size, head, filename: part.filename };
}

/** Removes half-written files left by requests that died; those in progress are kept. */
export async function sweepIncoming(incomingDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(incomingDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(incomingDir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_INCOMING_MS) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
