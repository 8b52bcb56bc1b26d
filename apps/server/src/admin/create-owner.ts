import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { adminUsers } from '../db/schema';
import { recordAudit } from './core/record-audit';
import { newSetupLink } from './core/setup-link';

/**
 * Makes an owner account (or renews the link of one not set up yet) and answers its one-time
 * set-up link. An account that is already set up is left alone: its owner signs in.
 */
export async function createOwner(
  db: Database,
  email: string,
  publicBaseUrl: string,
): Promise<{ setupUrl: string; created: boolean }> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new Error(`"${email}" is not an e-mail address`);
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${address}`)
      .for('update');
    if (existing && existing.passwordHash !== '') {
      throw new Error(`${address} already has a back-office account; sign in at /admin`);
    }
    const [admin] = existing
      ? [existing]
      : await tx.insert(adminUsers).values({ email: address, role: 'owner' }).returning();
    if (!admin) throw new Error('the account could not be created');
    const setupUrl = await newSetupLink(tx, admin.id, publicBaseUrl);
    await recordAudit(tx, {
      adminId: null,
      actorEmail: 'create-owner command',
      action: existing ? 'admin.renew_setup_link' : 'admin.create_owner',
      entity: 'admin_user',
      entityId: admin.id,
      after: { email: admin.email, role: admin.role },
      ip: '',
    });
    return { setupUrl, created: !existing };
  });
}
