import type { Executor } from '../db/database';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from './mail-message';

/**
 * Queues a message in the caller's transaction, so it is sent only if the change that caused it
 * commits. Call the outbox worker's `wake()` after the commit to send it without waiting.
 */
export async function enqueueEmail(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}
