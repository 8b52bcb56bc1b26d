import { and, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database';
import { emailOutbox } from '../db/schema';

/** How long a sent (or given-up) e-mail is kept; the privacy policy states the same figure. */
export const SENT_MAIL_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes mail sent or given up more than the retention period ago; pending mail stays. One
 * statement, so several nodes may prune at once: each row goes once.
 */
export async function pruneSentMail(db: Executor): Promise<number> {
  const gone = await db
    .delete(emailOutbox)
    .where(
      and(
        ne(emailOutbox.status, 'pending'),
        lt(emailOutbox.createdAt, sql`now() - make_interval(days => ${SENT_MAIL_RETENTION_DAYS})`),
      ),
    )
    .returning({ id: emailOutbox.id });
  return gone.length;
}

/** Runs {@link pruneSentMail} at start and every hour while the server runs. */
export class SentMailPruner {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: { readonly db: Executor; readonly log: FastifyBaseLogger },
  ) {}

  start(): void {
    const prune = () => {
      this.#running = pruneSentMail(this.options.db)
        .then((count) => {
          if (count > 0) this.options.log.info({ count }, 'old sent mail deleted');
        })
        .catch((error: unknown) => this.options.log.error({ err: error }, 'mail prune failed'));
    };
    prune();
    this.#timer = setInterval(prune, PRUNE_EVERY_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
