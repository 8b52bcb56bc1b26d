import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { filesUploadBlob, ok, uploadFields, type CallReply } from '@nyiur/api';
import { MAX_UPLOAD_BYTES, checkUpload, sniffFileType } from '@nyiur/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { takeFromWindow } from '../auth/account-throttle';
import { authenticate } from '../auth/authenticate';
import { uploads } from '../db/schema';
import { IntervalJob } from '../jobs/interval-job';
import { SWEEP_EVERY_MS, sweepUnattachedUploads } from './upload-sweeper';
import { AppError } from '../http/app-error';
import { replyCheckOf } from '../http/call-route';
import { parseInput } from '../http/parse-input';
import { addressKey } from '../http/address-key';
import { sensitiveRateLimit } from '../http/security';

/** The advisory lock of the shop's daily upload count. */
const UPLOAD_QUOTA_LOCK = 7_142_021;

export const uploadMessages = {
  noFile: 'Please choose a file.',
  dailyQuota: 'You have uploaded as many files as we accept in a day. Please try again tomorrow.',
  shopQuota: 'We are not taking more uploads today. Please try again tomorrow.',
  notFound: 'This file does not exist.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** Files one address (an IPv6 /64) or one member may upload in a day. */
export const UPLOADS_PER_DAY = 20;
/** Bytes the whole shop accepts in a day, whoever uploads: a cap on disk use by rotating addresses. */
export const UPLOAD_BYTES_PER_DAY = 500 * 1024 * 1024;

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

interface ReceivedFile {
  readonly bytes: Buffer;
  readonly truncated: boolean;
  readonly filename: string;
}

async function readFile(part: MultipartFile): Promise<ReceivedFile> {
  const bytes = await part.toBuffer();
  return { bytes, truncated: part.file.truncated, filename: part.filename };
}

/** Keeps a readable original name for the answer; never used as a path. */
const cleanName = (name: string): string => name.replace(/[^\w.\- ]+/g, '_').slice(-120);

/** Uploads (type by magic bytes, 10 MB) and reading them back by their random key. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const uploadDir = join(app.ctx.config.dataDir, 'uploads');
  app.ctx.jobs.add({
    name: 'unattached uploads',
    schedule: 'at start, then hourly',
    job: new IntervalJob({
      name: 'unattached uploads',
      everyMs: SWEEP_EVERY_MS,
      log: app.log,
      run: () => sweepUnattachedUploads({ db: app.ctx.db, uploadDir }),
    }),
    enabled: true,
  });

  // A multipart call, so registered by hand; its answer is typed and checked like the others.
  const checkReply = replyCheckOf(app, filesUploadBlob);
  app.post(
    filesUploadBlob.path,
    { config: sensitiveRateLimit(app.ctx.config, 'upload') },
    async (request) => {
      const user = await authenticate(request);
      if (!request.isMultipart()) throw AppError.validation({ file: uploadMessages.noFile });
      // A day's share per address (and per member), on top of the per-minute limit.
      const quotaKeys = [
        `upload-day:${addressKey(request.ip)}`,
        ...(user ? [`upload-day:user:${user.id}`] : []),
      ];
      for (const key of quotaKeys) {
        if (!(await takeFromWindow(app.ctx.db, key, UPLOADS_PER_DAY, 24))) {
          throw new AppError('rate_limited', uploadMessages.dailyQuota);
        }
      }

      const fields: Record<string, string> = {};
      let received: ReceivedFile | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !received) received = await readFile(part);
            else part.file.resume();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        // A cut-off or malformed form is the client's problem, whatever the parser calls it.
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && status < 500) throw error;
        request.log.info({ err: error }, 'unreadable multipart body');
        throw new AppError('bad_request', uploadMessages.unreadable);
      }
      const options = parseInput(uploadFields, fields);
      if (!received || (received.bytes.length === 0 && !received.truncated)) {
        throw AppError.validation({ file: uploadMessages.noFile });
      }

      const type = sniffFileType(received.bytes);
      const size = received.truncated ? MAX_UPLOAD_BYTES + 1 : received.bytes.length;
      const problem = checkUpload({
        kind: options.allowed_filetypes ?? 'pdf-or-image',
        type,
        size,
      });
      if (problem || !type) throw AppError.validation({ file: problem ?? uploadMessages.noFile });

      const storageKey = randomUUID();
      const name = cleanName(received.filename);
      // The day's bytes are counted and the row added under one lock, so parallel uploads
      // cannot pass the shop's quota together; the file is written once the row stands.
      const row = await app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
        const [today] = await tx
          .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
          .from(uploads)
          .where(gt(uploads.createdAt, sql`now() - interval '1 day'`));
        if (Number(today?.bytes ?? 0) + size > UPLOAD_BYTES_PER_DAY) {
          throw new AppError('rate_limited', uploadMessages.shopQuota);
        }
        const [inserted] = await tx
          .insert(uploads)
          .values({
            storageKey,
            userId: user?.id ?? null,
            fileType: type,
            sizeBytes: size,
            originalName: name,
          })
          .returning({ id: uploads.id });
        if (!inserted) throw new Error('insert returned no upload');
        return inserted;
      });
      await mkdir(uploadDir, { recursive: true });
      await writeFile(join(uploadDir, `${storageKey}.${type}`), received.bytes, { mode: 0o640 });
      const body: CallReply<typeof filesUploadBlob.response> = ok(
        { id: row.id, url: `/api/files/${storageKey}.${type}`, name, type, size },
        'File uploaded',
      );
      checkReply?.(body);
      return body;
    },
  );

  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const match = /^([0-9a-f-]{36})\.(jpg|png|pdf)$/.exec(request.params.name);
    if (!match?.[1]) throw AppError.notFound(uploadMessages.notFound);
    const [row] = await app.ctx.db
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.storageKey, match[1]),
          eq(uploads.fileType, match[2] as 'jpg' | 'png' | 'pdf'),
        ),
      );
    if (!row) throw AppError.notFound(uploadMessages.notFound);
    const path = join(uploadDir, `${row.storageKey}.${row.fileType}`);
    const info = await stat(path).catch(() => null);
    if (!info) throw AppError.notFound(uploadMessages.notFound);
    return reply
      .type(CONTENT_TYPES[row.fileType])
      .header('content-length', info.size)
      .header('content-disposition', row.fileType === 'pdf' ? 'attachment' : 'inline')
      .header('cache-control', 'private, max-age=86400')
      .send(createReadStream(path));
  });
}
