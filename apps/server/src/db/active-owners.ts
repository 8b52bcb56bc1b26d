import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './database';
import { adminUsers } from './schema';

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

/** The addresses of every active owner, each once whatever its case. */
export async function activeOwnerEmails(db: Executor): Promise<Set<string>> {
  const owners = await db.select({ email: adminUsers.email }).from(adminUsers).where(activeOwner());
  return new Set(owners.map((owner) => owner.email.toLowerCase()));
}
