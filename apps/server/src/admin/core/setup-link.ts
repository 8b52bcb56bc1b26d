import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../../crypto/opaque-token';
import type { Executor } from '../../db/database';
import { adminSetupTokens } from '../../db/schema';

/** A set-up link lasts three days and works once. */
const SETUP_LINK_HOURS = 72;

/**
 * Makes a one-time set-up link for an admin account; only the token's hash is kept. The newest
 * link is the only one that works: older unused ones are removed.
 */
export async function newSetupLink(
  db: Executor,
  adminId: number,
  publicBaseUrl: string,
): Promise<string> {
  await revokeSetupLinks(db, adminId);
  const token = newOpaqueToken();
  await db.insert(adminSetupTokens).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(hours => ${SETUP_LINK_HOURS})`,
  });
  return `${publicBaseUrl}/admin/setup?token=${token}`;
}

/** Every unused set-up link of the account stops working. */
export async function revokeSetupLinks(db: Executor, adminId: number): Promise<void> {
  await db
    .delete(adminSetupTokens)
    .where(and(eq(adminSetupTokens.adminId, adminId), isNull(adminSetupTokens.usedAt)));
}
