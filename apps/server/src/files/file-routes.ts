import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { filesUploadBlob, ok, uploadFields, type CallReply } from '@nyiur/api';
import { MAX_UPLOAD_BYTES, checkUpload, messages, sniffFileType } from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { uploads } from '../db/schema';
import { IntervalJob } from '../jobs/interval-job';
import { SWEEP_EVERY_MS, sweepUnattachedUploads } from './upload-sweeper';
import { AppError } from '../http/app-error';
import { replyCheckOf } from '../http/call-route';
import { parseInput } from '../http/parse-input';
import { sensitiveRateLimit } from '../http/security';
import { budgetOf, poolBytesToday, takeDailyFile } from './upload-budget';
import {
  UploadTooLarge,
  incomingDirOf,
  receiveUpload,
  sweepIncoming,
  type ReceivedUpload,
} from './receive-upload';

/** The advisory lock of the shop's daily upload count. */
const UPLOAD_QUOTA_LOCK = 7_142_021;

/**
 * What a form may add around its file (ten 1 KB fields, part headers, boundaries). A body
 * declared longer than the file limit plus this is refused before a byte of it is read.
 */
export const FORM_ALLOWANCE_BYTES = 64 * 1024;

export const uploadMessages = {
  noFile: 'Please choose a file.',
  dailyQuota: 'You have uploaded as many files as we accept in a day. Please try again tomorrow.',
  shopQuota: 'We are not taking more uploads today. Please try again tomorrow.',
  notFound: 'This file does not exist.',
  unreadable: 'The upload could not be read. Please try again.',
} as const;

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;

/** Keeps a readable original name for the answer; never used as a path. */
const cleanName = (name: string): string => name.replace(/[^\w.\- ]+/g, '_').slice(-120);

/**
 * Refusing before the body is read: the connection is closed after the answer, so the client
 * stops sending and the server does not read the rest of a large body only to throw it away.
 */
const closeAfterAnswer = (reply: FastifyReply) => {
  reply.raw.shouldKeepAlive = false;
};

const declaredLength = (header: string | undefined): number | null => {
  const value = Number(header);
  return header !== undefined && Number.isSafeInteger(value) ? value : null;
};

/** Uploads (type by magic bytes, 10 MB) and reading them back by their random key. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const uploadDir = join(app.ctx.config.dataDir, 'uploads');
  const incomingDir = incomingDirOf(app.ctx.config.dataDir);
  app.ctx.jobs.add({
    name: 'unattached uploads',
    schedule: 'at start, then hourly',
    job: new IntervalJob({
      name: 'unattached uploads',
      everyMs: SWEEP_EVERY_MS,
      log: app.log,
      run: async () => {
        await sweepIncoming(incomingDir);
        return sweepUnattachedUploads({ db: app.ctx.db, uploadDir });
      },
    }),
    enabled: true,
  });

  // A multipart call, so registered by hand; its answer is typed and checked like the others.
  const checkReply = replyCheckOf(app, filesUploadBlob);
  app.post(
    filesUploadBlob.path,
    { config: sensitiveRateLimit(app.ctx.config, 'upload') },
    async (request, reply) => {
      const user = await authenticate(request);
      const userId = user?.id ?? null;
      if (!request.isMultipart()) throw AppError.validation({ file: uploadMessages.noFile });
      const length = declaredLength(request.headers['content-length']);
      if (length !== null && length > MAX_UPLOAD_BYTES + FORM_ALLOWANCE_BYTES) {
        closeAfterAnswer(reply);
        throw new AppError('payload_too_large', messages.upload.tooLarge, {
          errors: { file: messages.upload.tooLarge },
        });
      }
      // A day's share per address (and per member), on top of the per-minute limit.
      if (!(await takeDailyFile(app.ctx.db, { ip: request.ip, userId }))) {
        closeAfterAnswer(reply);
        throw new AppError('rate_limited', uploadMessages.dailyQuota);
      }
      const budget = budgetOf(userId);
      // A full pool is refused before the body is read; the exact count is taken again below.
      if ((await poolBytesToday(app.ctx.db, userId)) >= budget.poolBytesPerDay) {
        closeAfterAnswer(reply);
        throw new AppError('rate_limited', uploadMessages.shopQuota);
      }

      const fields: Record<string, string> = {};
      let received: ReceivedUpload | undefined;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname === 'file' && !received) {
                received = await receiveUpload(part, incomingDir);
              } else part.file.resume();
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (error instanceof UploadTooLarge) {
            // The kind decides the spec's message; a kind sent after the file is not read.
            const kind = uploadFields.safeParse(fields).data?.allowed_filetypes ?? 'pdf-or-image';
            const problem = kind === 'pdf' ? messages.upload.pdf : messages.upload.tooLarge;
            closeAfterAnswer(reply);
            throw AppError.validation({ file: problem });
          }
          // A cut-off or malformed form is the client's problem, whatever the parser calls it.
          const status = (error as { statusCode?: unknown }).statusCode;
          if (typeof status === 'number' && status < 500) throw error;
          request.log.info({ err: error }, 'unreadable multipart body');
          throw new AppError('bad_request', uploadMessages.unreadable);
        }
        const options = parseInput(uploadFields, fields);
        if (!received || received.size === 0) {
          throw AppError.validation({ file: uploadMessages.noFile });
        }

        const type = sniffFileType(received.head);
        const size = received.size;
        const problem = checkUpload({
          kind: options.allowed_filetypes ?? 'pdf-or-image',
          type,
          size,
        });
        if (problem || !type) throw AppError.validation({ file: problem ?? uploadMessages.noFile });

        const storageKey = randomUUID();
        const name = cleanName(received.filename);
        await mkdir(uploadDir, { recursive: true });
        const finalPath = join(uploadDir, `${storageKey}.${type}`);
        // The day's bytes of the pool are counted and the row added under one lock, so parallel
        // uploads cannot pass the quota together.
        const row = await app.ctx.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
          if ((await poolBytesToday(tx, userId)) + size > budget.poolBytesPerDay) {
            throw new AppError('rate_limited', uploadMessages.shopQuota);
          }
          const [inserted] = await tx
            .insert(uploads)
            .values({ storageKey, userId, fileType: type, sizeBytes: size, originalName: name })
            .returning({ id: uploads.id });
          if (!inserted) throw new Error('insert returned no upload');
          return inserted;
        });
        // After the commit, as before: a row whose move failed is served as 404 and swept.
        await rename(received.path, finalPath);
        const body: CallReply<typeof filesUploadBlob.response> = ok(
          { id: row.id, url: `/api/files/${storageKey}.${type}`, name, type, size },
          'File uploaded',
        );
        checkReply?.(body);
        return body;
      } finally {
        // Refused or failed: nothing half-written stays (after the move this finds nothing).
        if (received) await rm(received.path, { force: true });
      }
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
