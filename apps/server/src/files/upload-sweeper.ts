import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { uploads } from '../db/schema';

/** How long an upload waits for a form to take it. */
export const UNATTACHED_UPLOAD_HOURS = 24;
/** How often unattached uploads are swept. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface UploadSweeperOptions {
  readonly db: Executor;
  readonly uploadDir: string;
}

/**
 * Deletes uploads that no submitted form took within a day: the rows first (so a file is never
 * served without its row), then the files. Several nodes may sweep at once; each row is deleted
 * once and a file already gone is fine.
 */
export async function sweepUnattachedUploads(options: UploadSweeperOptions): Promise<number> {
  const gone = await options.db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.attachedAt),
        lt(uploads.createdAt, sql`now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})`),
      ),
    )
    .returning({ storageKey: uploads.storageKey, fileType: uploads.fileType });
  for (const file of gone) {
    await rm(join(options.uploadDir, `${file.storageKey}.${file.fileType}`), { force: true });
  }
  return gone.length;
}
