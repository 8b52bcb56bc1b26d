import { activeOwnerEmails } from '../db/active-owners';
import type { Executor } from '../db/database';
import { enqueueEmail } from './enqueue-email';
import { brandMail } from './templates/layout';

export interface OwnerNotice {
  subject: string;
  lines: readonly string[];
  /** Who changed a setting; absent for news the shop itself brings (a parcel returned). */
  changedBy?: string;
  alsoTo?: string | null;
  /** What to do about news the shop brings; a change by staff has its own. */
  footnote?: string;
}

const CHANGED_BY_STAFF_FOOTNOTE =
  'If nobody in your team made this change, sign in, change it back and use Disable on the Staff screen for the account that made it.';

/**
 * E-mails every active owner (and any further address given), in the caller's transaction: a
 * change made from a stolen session reaches the owners' own inboxes.
 */
export async function notifyOwners(db: Executor, notice: OwnerNotice): Promise<void> {
  const to = await activeOwnerEmails(db);
  if (notice.alsoTo) to.add(notice.alsoTo.toLowerCase());
  const block =
    notice.changedBy === undefined
      ? {
          paragraphs: [...notice.lines],
          ...(notice.footnote === undefined ? {} : { footnote: notice.footnote }),
        }
      : {
          paragraphs: [...notice.lines, `Changed by ${notice.changedBy} in the back office.`],
          footnote: CHANGED_BY_STAFF_FOOTNOTE,
        };
  for (const address of to) {
    await enqueueEmail(db, brandMail(address, notice.subject, notice.subject, block));
  }
}
