import { DEFAULT_LOCALE, type Locale } from '@nyiur/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { hashPassword } from '../crypto/passwords';
import { startSession, type SessionTokens } from './sessions';
import { isUniqueViolation } from '../db/is-unique-violation';
import { referralCodes, users, type UserRow } from '../db/schema';
import { AppError } from '../http/app-error';
import { findUserByEmail } from './find-user';

export const registerMessages = {
  emailTaken: 'This email is already registered. Please login or reset your password.',
  unknownReferral: 'This referral code does not exist. Enter MNA001 if you do not have one.',
} as const;

export interface RegisterInput {
  first_name: string;
  last_name?: string | undefined;
  email: string;
  password: string;
  referral_code: string;
  is_pro: '1' | '0';
  locale?: Locale | undefined;
}

/** Creates the account and its first session in one transaction. */
export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
): Promise<{ user: UserRow; tokens: SessionTokens }> {
  const email = input.email.trim().toLowerCase();
  const code = input.referral_code.trim().toUpperCase();
  // The cheap refusals first: no argon2 work for a request that cannot succeed.
  const [known] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.code, code));
  if (!known) throw AppError.validation({ referral_code: registerMessages.unknownReferral });
  if (await findUserByEmail(ctx.db, email))
    throw AppError.validation({ email: registerMessages.emailTaken });
  const passwordHash = await hashPassword(input.password, ctx.passwordHashing);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [referral] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code));
      if (!referral) throw AppError.validation({ referral_code: registerMessages.unknownReferral });
      if (await findUserByEmail(tx, email))
        throw AppError.validation({ email: registerMessages.emailTaken });
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.first_name.trim(),
          lastName: input.last_name?.trim() ?? '',
          referredBy: code,
          isPro: input.is_pro === '1',
          locale: input.locale ?? DEFAULT_LOCALE,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const tokens = await startSession(tx, ctx.sessions, user.id);
      return { user, tokens };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.validation({ email: registerMessages.emailTaken });
    throw error;
  }
}
