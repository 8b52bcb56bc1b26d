import { randomBytes } from 'node:crypto';
import { filesUploadBlob } from '@nyiur/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { addressKey } from '../http/address-key';
import { multipartBody } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('the key of a per-address limit', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:12:34:aaaa:bbbb:cccc:dddd', '2001:db8:12:34::/64'],
    ['2001:db8:12:34::1', '2001:db8:12:34::/64'],
    ['2001:0DB8:0012:0034:0:0:0:9', '2001:db8:12:34::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

/* Rotating addresses inside one IPv6 /64 does not buy more uploads, and the shop has a daily cap. */
describe.each(testDrivers())('upload quotas on %s', (driver) => {
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
    return { status: response.statusCode, body: response.json() as { message: string } };
  };

  it('gives one IPv6 /64 twenty uploads a day, whichever addresses in it are used', async () => {
    const block = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let i = 1; i <= 20; i += 1) {
      expect((await upload(`${block}:${i.toString(16)}::${i}`)).status).toBe(200);
    }
    const over = await upload(`${block}:ffff::1`);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'You have uploaded as many files as we accept in a day. Please try again tomorrow.',
    );
    const [a, b] = block.split(':').slice(2);
    expect((await upload(`2001:db8:${b}:${a}::1`)).status).toBe(200);
  });

  it('stops every address once the shop has taken 500 MB in a day', async () => {
    // Files already taken today by many addresses, 12 bytes short of the day's 500 MB.
    const [today] = await t()
      .database.db.select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::int` })
      .from(uploads);
    const already = Number(today?.bytes ?? 0);
    await t()
      .database.db.insert(uploads)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          storageKey: crypto.randomUUID(),
          fileType: 'pdf' as const,
          sizeBytes: i === 0 ? 10 * 1024 * 1024 - 12 - already : 10 * 1024 * 1024,
          originalName: 'big.pdf',
        })),
      );
    expect((await upload(`198.51.100.${randomBytes(1)[0] ?? 1}`)).status).toBe(200);
    const over = await upload(`203.0.113.${randomBytes(1)[0] ?? 1}`);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'We are not taking more uploads today. Please try again tomorrow.',
    );
  });
});
