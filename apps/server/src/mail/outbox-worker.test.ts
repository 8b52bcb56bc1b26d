import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { CapturingTransport } from '../test/capturing-transport';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { enqueueEmail } from './enqueue-email';
import { MAX_ATTEMPTS, OutboxWorker, retryDelaySeconds } from './outbox-worker';

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

  it('two workers draining at once send every message exactly once', async () => {
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
