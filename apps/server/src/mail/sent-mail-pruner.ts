import { and, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { emailOutbox } from '../db/schema';

/** How long a sent (or given-up) e-mail is kept; the privacy policy states the same figure. */
export const SENT_MAIL_RETENTION_DAYS = 90;
/** How often old sent mail is deleted. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

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
