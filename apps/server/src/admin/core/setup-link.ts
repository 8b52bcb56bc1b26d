import { sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../../crypto/opaque-token';
import type { Executor } from '../../db/database';
import { adminSetupTokens } from '../../db/schema';

/** A set-up link lasts three days and works once. */
const SETUP_LINK_HOURS = 72;

/** Makes a one-time set-up link for an admin account; only the token's hash is kept. */
export async function newSetupLink(
  db: Executor,
  adminId: number,
  publicBaseUrl: string,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(adminSetupTokens).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(hours => ${SETUP_LINK_HOURS})`,
  });
  return `${publicBaseUrl}/admin/setup?token=${token}`;
}
