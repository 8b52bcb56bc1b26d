import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminRecoveryCodes, adminUsers, type AdminUserRow } from '../../db/schema';
import type { AppConfig } from '../../config/app-config';
import { recoveryCodeMatches } from '../core/recovery-codes';
import { openSecret } from '../../crypto/secret-box';
import { acceptedStep } from '../core/totp';

/**
 * True when the authenticator code is current and not used before (the step is recorded with a
 * conditional update, so two requests with one code cannot both pass), or the recovery code is
 * one of the account's unused ones (spent here).
 */
export async function verifySecondFactor(
  db: Database,
  config: AppConfig,
  admin: AdminUserRow,
  proof: { code: string } | { recovery_code: string },
): Promise<boolean> {
  if ('recovery_code' in proof) {
    const unused = await db
      .select({ id: adminRecoveryCodes.id, hash: adminRecoveryCodes.codeHash })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
    const match = unused.find((row) => recoveryCodeMatches(config, proof.recovery_code, row.hash));
    if (!match) return false;
    const spent = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(adminRecoveryCodes.id, match.id), isNull(adminRecoveryCodes.usedAt)))
      .returning({ id: adminRecoveryCodes.id });
    return spent.length === 1;
  }
  if (!admin.totpSecret) return false;
  const step = acceptedStep(openSecret(config, admin.totpSecret), proof.code, admin.totpLastStep);
  if (step === null) return false;
  const recorded = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, admin.id), lt(adminUsers.totpLastStep, step)))
    .returning({ id: adminUsers.id });
  return recorded.length === 1;
}
