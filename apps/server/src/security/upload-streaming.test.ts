import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { filesUploadBlob } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { incomingDirOf } from '../files/receive-upload';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

interface Sent {
  readonly status: number;
  readonly body: { code: number; message: string; data?: unknown };
  /** Body bytes the client had written when the answer came. */
  readonly bytesWritten: number;
  /** Whether the client had sent its whole body by then. */
  readonly finished: boolean;
}

/**
 * Sends a multipart upload of `fileBytes` over a real socket, one 64 KB chunk at a time, and
 * stops writing as soon as the server answers: the answer tells how far the server read.
 */
function sendUpload(
  base: string,
  fileBytes: number,
  options: { declareLength?: number; fields?: string } = {},
): Promise<Sent> {
  const boundary = `----nyiur${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.concat([
    Buffer.from(
      `${options.fields ?? ''}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`.replace(
        /BOUNDARY/g,
        boundary,
      ),
    ),
    Buffer.from(PNG),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    let bytesWritten = 0;
    let finished = false;
    let answered = false;
    const request = httpRequest(`${base}/api${filesUploadBlob.path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.declareLength !== undefined
          ? { 'content-length': String(options.declareLength) }
          : { 'transfer-encoding': 'chunked' }),
      },
    });
    // A server that waits for a body it will never get does not answer.
    const silence = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer after ${bytesWritten} bytes`));
    }, 20_000);
    request.on('response', (response: IncomingMessage) => {
      answered = true;
      clearTimeout(silence);
      const taken = { bytesWritten, finished };
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sent['body'],
          ...taken,
        }),
      );
    });
    // The server closes the connection after refusing: a write after that may fail.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (chunk: Buffer) =>
      new Promise<void>((done) => {
        bytesWritten += chunk.length;
        if (request.write(chunk)) done();
        else request.once('drain', done);
      });
    void (async () => {
      if (options.declareLength !== undefined) {
        request.flushHeaders();
        return;
      }
      await write(head);
      for (let sent = PNG.length; sent < fileBytes && !answered; sent += CHUNK.length) {
        await write(CHUNK.subarray(0, Math.min(CHUNK.length, fileBytes - sent)));
      }
      if (answered || request.destroyed) return;
      request.end(tail);
      finished = true;
    })();
  });
}

/*
 * Review N11: a file was read whole into memory before its size was known. It now streams to a
 * temporary file that is cut off and removed at 10 MB, before the rest of the body is read.
 */
describe.each(testDrivers())('large uploads on %s', (driver) => {
  const t = useTestApp(driver);
  let base: string | undefined;
  const listening = async () => (base ??= await t().app.listen({ port: 0, host: '127.0.0.1' }));
  const leftovers = () => {
    const dir = incomingDirOf(t().config.dataDir);
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  };
  const stored = () => {
    try {
      return readdirSync(join(t().config.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  it('refuses a 100 MB file once 10 MB have arrived, without waiting for the rest', async () => {
    const before = stored();
    const sent = await sendUpload(await listening(), 100 * MB);
    expect(sent.status).toBe(422);
    expect(sent.body.message).toBe('Max 10MB size file accepted');
    expect(sent.body.data).toEqual({ errors: { file: 'Max 10MB size file accepted' } });
    // The answer came while the client was still sending: 10 MB read, plus what the sockets'
    // buffers held (about 12 MB more on loopback).
    expect(sent.finished).toBe(false);
    expect(sent.bytesWritten).toBeLessThan(40 * MB);
    expect(leftovers()).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('answers the PDF message when the form asked for a PDF first', async () => {
    const sent = await sendUpload(await listening(), 100 * MB, {
      fields:
        '--BOUNDARY\r\nContent-Disposition: form-data; name="allowed_filetypes"\r\n\r\npdf\r\n',
    });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toBe('Only pdf with max 10MB size file accepted');
    expect(sent.finished).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a body declared larger than a 10 MB form before any of it is sent', async () => {
    const sent = await sendUpload(await listening(), 50 * MB, { declareLength: 50 * MB });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({
      code: 413,
      message: 'Max 10MB size file accepted',
      data: { errors: { file: 'Max 10MB size file accepted' } },
    });
    expect(sent.bytesWritten).toBe(0);
  });

  it('still takes a file of exactly 10 MB sent in chunks, and keeps no temporary copy', async () => {
    const sent = await sendUpload(await listening(), 10 * MB);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.finished).toBe(true);
    expect(sent.body.data).toMatchObject({ type: 'png', size: 10 * MB });
    expect(leftovers()).toEqual([]);
  });
});
