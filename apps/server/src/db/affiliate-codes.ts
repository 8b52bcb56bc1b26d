import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from './database';
import { contacts, referralCodes, users } from './schema';

// Crockford's base32 without I, L, O and U, so a code read out on the phone is typed right.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A referral code: eight random characters (40 bits) that say nothing about the person. */
export const randomCode = (): string => {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
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
  return newAffiliateCode(tx, userId);
}

/**
 * A new affiliate referral code, owned by a member or by nobody (an approved applicant without an
 * account). Tries again on the rare clash with a taken code.
 */
export async function newAffiliateCode(
  tx: Transaction,
  ownerUserId: number | null,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [inserted] = await tx
      .insert(referralCodes)
      .values({ code: randomCode(), kind: 'affiliate', ownerUserId })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
  }
  throw new Error('could not find a free referral code');
}

/**
 * Gives each of these affiliate codes a new random one (an erase: an older code may carry a
 * name). Commissions, terms, the members who registered with it and the affiliate lead follow.
 */
export async function replaceReferralCodes(
  tx: Transaction,
  codes: readonly string[],
): Promise<number> {
  const owned =
    codes.length === 0
      ? []
      : await tx
          .select({ code: referralCodes.code })
          .from(referralCodes)
          .where(and(inArray(referralCodes.code, [...codes]), eq(referralCodes.kind, 'affiliate')));
  for (const { code } of owned) {
    for (let attempt = 0; ; attempt += 1) {
      const next = randomCode();
      const [taken] = await tx
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.code, next));
      if (taken) {
        if (attempt >= 20) throw new Error('could not find a free referral code');
        continue;
      }
      await tx.update(referralCodes).set({ code: next }).where(eq(referralCodes.code, code));
      await tx
        .update(users)
        .set({ referredBy: next })
        .where(sql`upper(${users.referredBy}) = ${code}`);
      await tx
        .update(contacts)
        .set({ referralCode: next })
        .where(sql`upper(${contacts.referralCode}) = ${code}`);
      break;
    }
  }
  return owned.length;
}
