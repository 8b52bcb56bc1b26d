import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { referralCodes, users } from '../db/schema';

export const codeFor = (firstName: string): string => {
  const letters = firstName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 4)
    .padEnd(3, 'X');
  return `${letters}${randomInt(1000, 10_000)}`;
};

/**
 * Makes a member an affiliate with a referral code of their own (buying a combo package
 * qualifies, spec §1). Idempotent: a member keeps the first code they were given. Locks the
 * member's row so two paid combo orders at once still make one code.
 */
export async function grantAffiliateCode(tx: Transaction, userId: number): Promise<string> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`no user ${userId}`);
  const [own] = await tx
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.ownerUserId, userId), eq(referralCodes.kind, 'affiliate')));
  if (own) return own.code;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [inserted] = await tx
      .insert(referralCodes)
      .values({ code: codeFor(user.firstName), kind: 'affiliate', ownerUserId: userId })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not find a free referral code');
}
