import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { adminUsers } from '../../db/schema';
import { enqueueEmail } from '../../mail/enqueue-email';
import { brandMail } from '../../mail/templates/layout';

/** An owner who can sign in: not disabled, authenticator set up (an invited owner is not yet). */
export const activeOwner = () =>
  and(
    eq(adminUsers.role, 'owner'),
    isNull(adminUsers.disabledAt),
    eq(adminUsers.totpEnrolled, true),
  );

/** Every active owner's account, locked for the transaction: two changes at once cannot both drop the last. */
export const lockActiveOwners = (tx: Executor) =>
  tx.select({ id: adminUsers.id }).from(adminUsers).where(activeOwner()).for('update');

/**
 * E-mails every active owner (and any further address given) that a setting money or personal
 * data follows has changed, in the caller's transaction: a change made from a stolen session
 * reaches the owners' own inboxes.
 */
export async function notifyOwners(
  db: Executor,
  notice: {
    subject: string;
    lines: readonly string[];
    /** Who changed a setting; absent for news the shop itself brings (a parcel returned). */
    changedBy?: string;
    alsoTo?: string | null;
  },
): Promise<void> {
  const owners = await db.select({ email: adminUsers.email }).from(adminUsers).where(activeOwner());
  const to = new Set(owners.map((owner) => owner.email.toLowerCase()));
  if (notice.alsoTo) to.add(notice.alsoTo.toLowerCase());
  for (const address of to) {
    await enqueueEmail(
      db,
      brandMail(
        address,
        notice.subject,
        notice.subject,
        notice.changedBy === undefined
          ? { paragraphs: [...notice.lines] }
          : {
              paragraphs: [...notice.lines, `Changed by ${notice.changedBy} in the back office.`],
              footnote:
                'If nobody in your team made this change, sign in, change it back and use Disable on the Staff screen for the account that made it.',
            },
      ),
    );
  }
}

/** The last four digits of an account number, the rest hidden. */
export const lastFour = (accountNumber: string): string =>
  accountNumber === '' ? '(none)' : `ending ${accountNumber.slice(-4)}`;
