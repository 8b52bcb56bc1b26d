import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { enqueueEmail } from './enqueue-email';
import { recipientKeyOf } from './recipient-key';

describe('the inbox an address reaches', () => {
  it.each([
    ['Aisyah@Example.MY', 'aisyah@example.my'],
    ['a.i.s.y.a.h@gmail.com', 'aisyah@gmail.com'],
    ['Aisyah+promo@GMAIL.com', 'aisyah@gmail.com'],
    ['a.isyah+x+y@googlemail.com', 'aisyah@gmail.com'],
    ['a.isyah+x@example.com', 'a.isyah+x@example.com'],
    [' siti@yahoo.com ', 'siti@yahoo.com'],
  ])('%s reaches %s', (address, key) => {
    expect(recipientKeyOf(address)).toBe(key);
  });
});

/* The hourly cap counts one inbox however its address is written, and holds under parallel forms. */
describe.each(testDrivers())('the per-recipient mail cap on %s', (driver) => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets five of ten parallel mails to spellings of one Gmail inbox through', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const inbox = `kelapa${randomUUID().slice(0, 6)}`;
    const spellings = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? `${inbox.slice(0, 3)}.${inbox.slice(3)}+${i}@gmail.com`
        : `${inbox.toUpperCase()}+n${i}@googlemail.com`,
    );
    const queued = await Promise.all(
      spellings.map((to) =>
        db.transaction((tx) =>
          enqueueEmail(
            tx,
            { to, subject: 'Reset your password', text: 'x', html: '<p>x</p>' },
            { perHour: 5 },
          ),
        ),
      ),
    );
    expect(queued.filter(Boolean)).toHaveLength(5);
  });

  it('counts each other inbox on its own', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const to = `other-${randomUUID().slice(0, 6)}@example.my`;
    const message = { to, subject: 'Hello', text: 'x', html: '<p>x</p>' };
    expect(await enqueueEmail(db, message, { perHour: 1 })).toBe(true);
    expect(await enqueueEmail(db, { ...message, to: to.toUpperCase() }, { perHour: 1 })).toBe(
      false,
    );
  });
});
