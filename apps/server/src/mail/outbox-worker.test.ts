import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { CapturingTransport } from '../test/capturing-transport';
import { countQueries } from '../test/count-queries';
import { useTestApp } from '../test/test-app';
import { racing, testDrivers } from '../test/test-database';
import { enqueueEmail } from './enqueue-email';
import type { MailMessage } from './mail-message';
import { retryDelaySeconds } from '../jobs/retry-delay';
import { MAX_ATTEMPTS, OutboxWorker } from './outbox-worker';

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Plain body',
  html: '<p>HTML body</p>',
});

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds and stops at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });
});

describe.each(testDrivers())('outbox worker on %s', (driver) => {
  const t = useTestApp(driver);
  // drain() answers how many it sent of all that is due: each test starts with an empty outbox.
  beforeEach(async () => {
    await t().database.db.delete(emailOutbox);
  });

  it('retries a failed send later with backoff, then sends it', async () => {
    const to = `retry-${driver}@example.test`;
    await enqueueEmail(t().database.db, message(to));
    t().mail.failNext = 1;
    expect(await t().ctx.outbox.drain()).toBe(0);
    const [failed] = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to));
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'simulated SMTP failure',
    });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await t().ctx.outbox.drain()).toBe(0);

    await t()
      .database.db.update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, failed!.id));
    expect(await t().ctx.outbox.drain()).toBe(1);
    expect(t().mail.to(to)).toEqual([message(to)]);
    const [sent] = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('takes again at once a row whose claim it never heard back, but not another worker’s', async () => {
    const mine = `lost-claim-${driver}@example.test`;
    const theirs = `leased-elsewhere-${driver}@example.test`;
    const db = t().database.db;
    await enqueueEmail(db, message(mine));
    await enqueueEmail(db, message(theirs));
    // As the database leaves them when it commits a claim whose answer never arrives.
    const leased = (to: string, claimedBy: string) =>
      db
        .update(emailOutbox)
        .set({ attempts: 1, nextAttemptAt: new Date(Date.now() + 120_000), claimedBy })
        .where(eq(emailOutbox.toAddress, to));
    await leased(mine, t().ctx.outbox.id);
    await leased(theirs, 'another-node');

    expect(await t().ctx.outbox.drain()).toBe(1);
    expect(t().mail.to(mine)).toEqual([message(mine)]);
    expect(t().mail.to(theirs)).toEqual([]);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [mine, theirs]));
    expect(rows.find((row) => row.toAddress === mine)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(rows.find((row) => row.toAddress === theirs)).toMatchObject({ status: 'pending' });
  });

  racing(driver)('runs one pass at a time: two drains at once send each message once', async () => {
    const to = `twice-${driver}@example.test`;
    for (let i = 0; i < 3; i += 1) await enqueueEmail(t().database.db, message(to));
    const [first, second] = await Promise.all([t().ctx.outbox.drain(), t().ctx.outbox.drain()]);
    expect((first ?? 0) + (second ?? 0)).toBe(3);
    expect(t().mail.to(to)).toHaveLength(3);
  });

  it('keeps several messages on their way at once, and sends each once', async () => {
    const addresses = Array.from(
      { length: 12 },
      (_, index) => `slow-${index}-${driver}@example.test`,
    );
    for (const to of addresses) await enqueueEmail(t().database.db, message(to));
    // An SMTP server that takes a while to answer each message.
    let onTheirWay = 0;
    let most = 0;
    const transport = new (class extends CapturingTransport {
      override async send(sent: MailMessage): Promise<void> {
        onTheirWay += 1;
        most = Math.max(most, onTheirWay);
        await new Promise((resolve) => setTimeout(resolve, 20));
        onTheirWay -= 1;
        await super.send(sent);
      }
    })();
    const worker = new OutboxWorker({
      db: t().database.db,
      transport,
      log: t().app.log,
      pollMs: 60_000,
    });
    let drained = 0;
    const statements = await countQueries(
      t().database.db,
      async () => {
        drained = await worker.drain();
      },
      '"email_outbox"',
    );
    expect(drained).toBe(12);
    expect(most).toBe(5);
    expect(transport.sent.map((sent) => sent.to).sort()).toEqual([...addresses].sort());
    // One claim of the 12, one record per group of five (5, 5, 2), one claim that finds none:
    // never two records of overlapping rows at once (they deadlocked under load).
    expect(statements).toBe(5);
    const rows = await t()
      .database.db.select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, addresses));
    expect(rows.map((row) => row.status)).toEqual(addresses.map(() => 'sent'));
  });

  it('gives up after the last attempt', async () => {
    const to = `doomed-${driver}@example.test`;
    await enqueueEmail(t().database.db, message(to));
    await t()
      .database.db.update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.toAddress, to));
    t().mail.failNext = 1;
    await t().ctx.outbox.drain();
    const [row] = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  racing(driver)('two workers draining at once send every message exactly once', async () => {
    const addresses = Array.from(
      { length: 30 },
      (_, index) => `many-${index}-${driver}@example.test`,
    );
    for (const to of addresses) await enqueueEmail(t().database.db, message(to));
    const transports = [new CapturingTransport(), new CapturingTransport()];
    const workers = transports.map(
      (transport) =>
        new OutboxWorker({ db: t().database.db, transport, log: t().app.log, pollMs: 60_000 }),
    );
    const counts = await Promise.all(workers.map((worker) => worker.drain()));
    expect(counts[0]! + counts[1]!).toBe(30);
    const delivered = transports
      .flatMap((transport) => transport.sent.map((sent) => sent.to))
      .sort();
    expect(delivered).toEqual([...addresses].sort());
    const rows = await t()
      .database.db.select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, addresses));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
