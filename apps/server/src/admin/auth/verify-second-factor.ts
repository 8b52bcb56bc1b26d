import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminRecoveryCodes, adminUsers, type AdminUserRow } from '../../db/schema';
import { hashRecoveryCode } from '../core/recovery-codes';
import { acceptedStep } from '../core/totp';

/**
 * True when the authenticator code is current and not used before (the step is recorded with a
 * conditional update, so two requests with one code cannot both pass), or the recovery code is
 * one of the account's unused ones (spent here).
 */
export async function verifySecondFactor(
  db: Database,
  admin: AdminUserRow,
  proof: { code: string } | { recovery_code: string },
): Promise<boolean> {
  if ('recovery_code' in proof) {
    const spent = await db
      .update(adminRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, admin.id),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(proof.recovery_code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return spent.length === 1;
  }
  if (!admin.totpSecret) return false;
  const step = acceptedStep(admin.totpSecret, proof.code, admin.totpLastStep);
  if (step === null) return false;
  const recorded = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, admin.id), lt(adminUsers.totpLastStep, step)))
    .returning({ id: adminUsers.id });
  return recorded.length === 1;
}
