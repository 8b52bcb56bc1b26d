import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { emailOutbox } from '../db/schema';
import { getShopSettings } from '../db/shop-settings';
import type { MailMessage } from './mail-message';
import { recipientKeyOf } from './recipient-key';
import { withContact } from './templates/layout';

/** Mail one address may receive in an hour. */
export const MAIL_PER_RECIPIENT_PER_HOUR = {
  /** Mail anyone can cause by typing an address into a form (reset, free sample, receipts). */
  forms: 5,
} as const;

export interface EnqueueOptions {
  /**
   * How many mails this address may get in an hour; unset for mail that only a payment or a
   * member of staff can cause (order confirmations and updates, shop alerts), which is never held
   * back.
   */
  readonly perHour?: number;
  /**
   * The database whose copy of the shop settings may sign the message (at most
   * SETTINGS_CACHE_MS old on another node). Unset: the settings are read in the caller's
   * transaction.
   */
  readonly settingsFrom?: object;
}

const queueMessage = preparedStatement((db) =>
  db
    .insert(emailOutbox)
    .values({
      toAddress: sql.placeholder('toAddress'),
      recipientKey: sql.placeholder('recipientKey'),
      subject: sql.placeholder('subject'),
      textBody: sql.placeholder('textBody'),
      htmlBody: sql.placeholder('htmlBody'),
    })
    .prepare('queue_email'),
);

/**
 * Queues a message in the caller's transaction, so it is sent only if the change that caused it
 * commits. Call the outbox worker's `wake()` after the commit to send it without waiting. An
 * address that has had its hourly share already gets nothing more (so nobody can use the shop to
 * flood someone's inbox); answers whether the message was queued.
 */
export async function enqueueEmail(
  db: Executor,
  message: MailMessage,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const { perHour } = options;
  if (perHour === undefined) return queue(db, message, options);
  // One inbox at a time: the count and the insert under one lock, held to the caller's commit.
  return db.transaction(async (tx) => {
    const key = recipientKeyOf(message.to);
    await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}, hashtext(${key}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.recipientKey, key),
          gt(emailOutbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.count ?? 0) >= perHour) return false;
    return queue(tx, message, options);
  });
}

/** The lock space of the per-recipient count (the second key is the inbox's hash). */
const RECIPIENT_LOCK_SPACE = 7_142_020;

async function queue(
  db: Executor,
  message: MailMessage,
  options: EnqueueOptions,
): Promise<boolean> {
  // The contact details as the owner last saved them: read in the caller's transaction, or this
  // node's recent copy when the caller allows it.
  const settings = await getShopSettings(db, undefined, options.settingsFrom ?? db);
  const signed = withContact(message, {
    phone: settings.contactPhone,
    email: settings.contactEmail,
    address: settings.address,
  });
  await queueMessage(db).execute({
    toAddress: message.to,
    recipientKey: recipientKeyOf(message.to),
    subject: message.subject,
    textBody: signed.text,
    htmlBody: signed.html,
  });
  return true;
}
