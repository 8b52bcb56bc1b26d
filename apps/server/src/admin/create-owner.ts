import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { adminUsers } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { newSetupLink } from './core/setup-link';

/** What to do when the shop holds the embedded database: one line, no stack trace. */
export const ownerCommandWhileRunning = (pid: number): string =>
  `The shop is running on this database (process ${pid}): stop it first (Ctrl+C), then run pnpm admin:create-owner again.`;

/** The hint the server logs at start while nobody can sign in to the back office. */
export async function ownerHint(db: Database, embedded: boolean): Promise<string | null> {
  const [owner] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(sql`${adminUsers.role} = 'owner' and ${adminUsers.passwordHash} <> ''`)
    .limit(1);
  if (owner) return null;
  return embedded
    ? 'No back-office owner yet: stop the shop (Ctrl+C) and run pnpm admin:create-owner you@example.com for a set-up link.'
    : 'No back-office owner yet: run pnpm admin:create-owner you@example.com for a set-up link.';
}

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
