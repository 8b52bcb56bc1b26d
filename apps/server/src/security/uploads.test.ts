import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUploadBlob } from '@nyiur/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { sweepUnattachedUploads } from '../files/upload-sweeper';
import { incomingDirOf, sweepIncoming } from '../files/receive-upload';
import { uploadMessages } from '../files/file-routes';
import { multipartBody } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/**
 * Anyone could upload 10 MB ten times a minute and the files were kept for ever. An address now
 * gets a day's share (five files when anonymous, review N11), and files no submitted form took
 * are deleted after a day.
 */
describe.each(testDrivers())('anonymous uploads on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1' } });

  const upload = async (address: string) => {
    const { payload, contentType } = multipartBody([
      { name: 'file', value: PNG, filename: 'photo.png' },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: `/api${filesUploadBlob.path}`,
      headers: { 'content-type': contentType, 'x-forwarded-for': address },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it("stops an address at its day's share", async () => {
    const address = `10.${[...randomBytes(3)].join('.')}`;
    // Five anonymous files a day per address.
    for (let i = 0; i < 5; i += 1) expect((await upload(address)).status).toBe(200);
    const over = await upload(address);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(uploadMessages.dailyQuota);
    expect((await upload(`10.${[...randomBytes(3)].join('.')}`)).status).toBe(200);
  });

  it('deletes a file no form took within a day, row and bytes', async () => {
    const fresh = filesUploadBlob.response.parse((await upload('10.9.9.1')).body.data);
    const old = filesUploadBlob.response.parse((await upload('10.9.9.2')).body.data);
    const keyOf = (url: string) => url.split('/').pop()!.split('.')[0]!;
    await t()
      .database.db.update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.storageKey, keyOf(old.url)));
    const uploadDir = join(t().config.dataDir, 'uploads');
    expect(existsSync(join(uploadDir, `${keyOf(old.url)}.png`))).toBe(true);

    expect(await sweepUnattachedUploads({ db: t().database.db, uploadDir })).toBe(1);
    expect(existsSync(join(uploadDir, `${keyOf(old.url)}.png`))).toBe(false);
    expect((await t().app.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: fresh.url })).statusCode).toBe(200);
  });

  it('removes half-written files an hour old, and keeps those still being written', async () => {
    const dir = incomingDirOf(t().config.dataDir);
    mkdirSync(dir, { recursive: true });
    const stale = join(dir, 'stale.part');
    const fresh = join(dir, 'fresh.part');
    writeFileSync(stale, 'cut off by a restart');
    writeFileSync(fresh, 'arriving now');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    expect(await sweepIncoming(dir)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
