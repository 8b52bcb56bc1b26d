import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { emailOutbox, type EmailOutboxRow } from '../db/schema';
import { PollingWorker } from '../jobs/polling-worker';
import { retryDelaySeconds } from '../jobs/retry-delay';
import type { MailTransport } from './mail-transport';

export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/**
 * Messages on their way at once. Each waits on the SMTP server's answer, so one at a time caps a
 * node at ~20 messages a second even on loopback; this matches the SMTP pool's five connections.
 */
const SEND_CONCURRENCY = 5;
/** A claimed row is left alone for this long; if the node dies it is retried after the lease. */
const LEASE_SECONDS = 120;

export interface OutboxWorkerOptions {
  readonly db: Database;
  readonly transport: MailTransport;
  readonly log: FastifyBaseLogger;
  readonly pollMs: number;
}

/**
 * Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so any number of
 * nodes can run a worker against one database without sending a message twice in normal operation.
 */
export class OutboxWorker extends PollingWorker {
  readonly #options: OutboxWorkerOptions;
  /** Sent, but the database was away when we went to record it: recorded at the next pass. */
  readonly #sentUnrecorded = new Set<number>();

  constructor(options: OutboxWorkerOptions) {
    super({ log: options.log, pollMs: options.pollMs, name: 'outbox' });
    this.#options = options;
  }

  protected override async pass(): Promise<number> {
    await this.#recordSent();
    let sent = 0;
    for (;;) {
      const batch = await this.#claim();
      if (batch.length === 0) return sent;
      for (let start = 0; start < batch.length; start += SEND_CONCURRENCY) {
        const group = batch.slice(start, start + SEND_CONCURRENCY);
        // Every send settles before the pass goes on or ends, so no row is still being sent when
        // the next pass claims.
        const outcomes = await Promise.allSettled(group.map((row) => this.#deliver(row)));
        await this.#recordSentOrWarn();
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') throw outcome.reason;
          if (outcome.value) sent += 1;
        }
      }
    }
  }

  /**
   * Leases a batch of due rows to this worker. Rows this worker leased before and still holds are
   * due too: between passes none of them is being sent, so they are claims whose answer was lost
   * (the database went away after committing one) or a batch a failure cut short. Rows sent but
   * not yet recorded stay out.
   */
  async #claim(): Promise<EmailOutboxRow[]> {
    const { db } = this.#options;
    const sentUnrecorded = [...this.#sentUnrecorded];
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          or(lte(emailOutbox.nextAttemptAt, sql`now()`), eq(emailOutbox.claimedBy, this.id)),
          sentUnrecorded.length > 0 ? notInArray(emailOutbox.id, sentUnrecorded) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        claimedBy: this.id,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  /**
   * Records the messages sent so far, in one statement. Only the pass calls it, never two at once:
   * two updates of overlapping rows taken in different orders would deadlock each other.
   */
  async #recordSent(): Promise<void> {
    const ids = [...this.#sentUnrecorded];
    if (ids.length === 0) return;
    await this.#options.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(inArray(emailOutbox.id, ids));
    for (const id of ids) this.#sentUnrecorded.delete(id);
  }

  async #deliver(row: EmailOutboxRow): Promise<boolean> {
    const { db, transport, log } = this.#options;
    try {
      await transport.send(
        { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody },
        row.id,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      log.warn({ outboxId: row.id, attempt: row.attempts, giveUp, err: error }, 'mail not sent');
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          claimedBy: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        })
        .where(eq(emailOutbox.id, row.id));
      return false;
    }
    // The message is gone: from here on it must never be sent again, even if the database is
    // away now (it keeps the row leased until the next pass records it).
    this.#sentUnrecorded.add(row.id);
    log.info({ outboxId: row.id }, 'mail sent');
    return true;
  }

  /** After a group: what it sent is recorded; if the database is away, at the next pass. */
  async #recordSentOrWarn(): Promise<void> {
    try {
      await this.#recordSent();
    } catch (error) {
      // The rest of the claimed batch still goes out; the next pass records what was sent.
      this.#options.log.warn(
        { outboxIds: [...this.#sentUnrecorded], err: error },
        'mail sent but not yet recorded',
      );
    }
  }
}
