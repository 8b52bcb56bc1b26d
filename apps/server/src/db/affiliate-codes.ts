import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from './database';
import { referralCodes, users } from './schema';

/** A referral code: up to four letters of the first name and four digits, e.g. SITI4821. */
const codeFor = (firstName: string): string => {
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
  return newAffiliateCode(tx, user.firstName, userId);
}

/**
 * A new affiliate referral code for someone of this first name, owned by a member or by nobody
 * (an approved applicant without an account). Tries again on the rare clash with a taken code.
 */
export async function newAffiliateCode(
  tx: Transaction,
  firstName: string,
  ownerUserId: number | null,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [inserted] = await tx
      .insert(referralCodes)
      .values({ code: codeFor(firstName), kind: 'affiliate', ownerUserId })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not find a free referral code');
}
