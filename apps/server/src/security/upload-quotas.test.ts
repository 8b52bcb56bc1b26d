import { randomBytes } from 'node:crypto';
import { filesUploadBlob } from '@nyiur/api';
import { desc, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { addressKey } from '../http/address-key';
import { multipartBody, registerMember } from '../test/http';
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

const MB = 1024 * 1024;

/*
 * Rotating addresses inside one IPv6 /64 does not buy more uploads; anonymous uploads have a
 * small pool of their own (review N11), so they cannot use up what members may upload.
 */
describe.each(testDrivers())('upload quotas on %s', (driver) => {
  const t = useTestApp(driver, { env: { TRUST_PROXY: '1' } });
  const db = () => t().database.db;

  const upload = async (address: string, token?: string) => {
    const { payload, contentType } = multipartBody([
      { name: 'file', value: PNG, filename: 'photo.png' },
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: `/api${filesUploadBlob.path}`,
      headers: {
        'content-type': contentType,
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() as { message: string } };
  };
  const randomBlock = () =>
    `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const randomV4 = () => `198.51.${randomBytes(1)[0] ?? 1}.${randomBytes(1)[0] ?? 1}`;

  /** Fills a pool (members' when `userId` is given) to `free` bytes short of `limit`, today. */
  const fillPool = async (limit: number, free: number, userId: number | null) => {
    const [today] = await db()
      .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
      .from(uploads)
      .where(userId === null ? isNull(uploads.userId) : isNotNull(uploads.userId));
    let missing = limit - free - Number(today?.bytes ?? 0);
    const rows = [];
    while (missing > 0) {
      const sizeBytes = Math.min(missing, 10 * MB);
      rows.push({
        storageKey: crypto.randomUUID(),
        userId,
        fileType: 'pdf' as const,
        sizeBytes,
        originalName: 'big.pdf',
      });
      missing -= sizeBytes;
    }
    if (rows.length > 0) await db().insert(uploads).values(rows);
  };

  it('gives one anonymous IPv6 /64 five uploads a day, whichever addresses in it are used', async () => {
    const block = randomBlock();
    for (let i = 1; i <= 5; i += 1) {
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

  it('lets a member upload from an address whose anonymous share is spent, twenty a day', async () => {
    const block = randomBlock();
    for (let i = 1; i <= 5; i += 1) expect((await upload(`${block}::${i}`)).status).toBe(200);
    expect((await upload(`${block}::6`)).status).toBe(429);

    const member = await registerMember(t().app);
    for (let i = 1; i <= 20; i += 1) {
      expect((await upload(`${block}::${i}`, member.token)).status).toBe(200);
    }
    const over = await upload(randomV4(), member.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'You have uploaded as many files as we accept in a day. Please try again tomorrow.',
    );
  });

  it('stops anonymous uploads at 50 MB a day for the whole shop, and members still upload', async () => {
    // Anonymous files already taken today by many addresses, 12 bytes short of the pool's 50 MB.
    await fillPool(50 * MB, 12, null);
    expect((await upload(randomV4())).status).toBe(200);
    const over = await upload(randomV4());
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'We are not taking more uploads today. Please try again tomorrow.',
    );

    const member = await registerMember(t().app);
    const theirs = await upload(randomV4(), member.token);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const [row] = await db()
      .select({ userId: uploads.userId })
      .from(uploads)
      .orderBy(desc(uploads.id))
      .limit(1);
    expect(row?.userId).toBe(member.id);
  });

  it('stops members at 500 MB a day for the whole shop', async () => {
    const member = await registerMember(t().app);
    await fillPool(500 * MB, 12, member.id);
    expect((await upload(randomV4(), member.token)).status).toBe(200);
    const over = await upload(randomV4(), member.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'We are not taking more uploads today. Please try again tomorrow.',
    );
  });
});
