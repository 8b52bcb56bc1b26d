import { and, eq, isNotNull, not, like } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { adminRecoveryCodes, adminUsers } from '../../db/schema';
import type { AppConfig } from '../../config/app-config';
import { saltLegacyHash } from './recovery-codes';
import { sealSecret } from '../../crypto/secret-box';

/**
 * Encrypts authenticator secrets and salts recovery-code hashes stored before either was done;
 * runs at start. Each update is conditional on the old value, so nodes starting together agree.
 */
export async function sealStoredSecrets(db: Database, config: AppConfig): Promise<number> {
  let changed = 0;
  const plain = await db
    .select({ id: adminUsers.id, secret: adminUsers.totpSecret })
    .from(adminUsers)
    .where(and(isNotNull(adminUsers.totpSecret), not(like(adminUsers.totpSecret, 'v1:%'))));
  for (const { id, secret } of plain) {
    if (secret === null) continue;
    const done = await db
      .update(adminUsers)
      .set({ totpSecret: sealSecret(config, secret) })
      .where(and(eq(adminUsers.id, id), eq(adminUsers.totpSecret, secret)))
      .returning({ id: adminUsers.id });
    changed += done.length;
  }
  const unsalted = await db
    .select({ id: adminRecoveryCodes.id, hash: adminRecoveryCodes.codeHash })
    .from(adminRecoveryCodes)
    .where(not(like(adminRecoveryCodes.codeHash, 's1$%')));
  for (const { id, hash } of unsalted) {
    const done = await db
      .update(adminRecoveryCodes)
      .set({ codeHash: saltLegacyHash(config, hash) })
      .where(and(eq(adminRecoveryCodes.id, id), eq(adminRecoveryCodes.codeHash, hash)))
      .returning({ id: adminRecoveryCodes.id });
    changed += done.length;
  }
  return changed;
}
