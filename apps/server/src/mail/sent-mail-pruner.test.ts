import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { emailOutbox } from '../db/schema';
import { openTestDatabase, testDrivers } from '../test/test-database';
import { pruneSentMail } from './sent-mail-pruner';

const DAY = 86_400_000;

/* Sent mail goes after 90 days (the privacy policy's figure); mail still to send never does. */
describe.each(testDrivers())('pruning sent mail on %s', (driver) => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes sent and failed mail older than 90 days, once, from two nodes at once', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const row = (status: 'pending' | 'sent' | 'failed', daysAgo: number) => ({
      toAddress: `${status}-${daysAgo}-${randomUUID().slice(0, 6)}@example.my`,
      subject: 'Order',
      textBody: 'x',
      htmlBody: 'x',
      status,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    });
    const rows = await db
      .insert(emailOutbox)
      .values([row('sent', 91), row('failed', 120), row('sent', 89), row('pending', 200)])
      .returning({ id: emailOutbox.id, to: emailOutbox.toAddress });
    const [first, second] = await Promise.all([pruneSentMail(db), pruneSentMail(db)]);
    expect((first ?? 0) + (second ?? 0)).toBe(2);
    const left = await db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.to.split('-').slice(0, 2).join('-')).sort()).toEqual([
      'pending-200',
      'sent-89',
    ]);
  });
});
