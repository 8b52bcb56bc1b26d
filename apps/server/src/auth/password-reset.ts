import type { Locale } from '@nyiur/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { hashToken, newOpaqueToken } from '../crypto/opaque-token';
import { hashPassword } from '../crypto/passwords';
import { revokeAllSessions } from './sessions';
import { passwordResetTokens, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { enqueueEmail, MAIL_PER_RECIPIENT_PER_HOUR } from '../mail/enqueue-email';
import { siteLink } from '../mail/templates/layout';
import { passwordResetEmail } from '../mail/templates/password-reset-email';
import { findUserByEmail } from './find-user';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const passwordResetMessages = {
  requested: 'If an account exists for this email, we have sent a link to reset the password.',
  done: 'Your password has been reset. Please login with your new password.',
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

/**
 * Queues a reset link for a known address; an unknown address gets the same answer and no mail,
 * so the call does not reveal who has an account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  /** The language of the page the request came from; unset, the account's. */
  pageLocale?: Locale,
): Promise<void> {
  const queued = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    const token = newOpaqueToken();
    // Only the newest link works: earlier unused ones are dropped, so the table stays small.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const locale = pageLocale ?? user.locale;
    const resetUrl = siteLink(
      ctx.config.publicBaseUrl,
      `/password?token=${encodeURIComponent(token)}`,
      locale,
    );
    await enqueueEmail(
      tx,
      passwordResetEmail({ to: user.email, firstName: user.firstName, resetUrl, locale }),
      { perHour: MAIL_PER_RECIPIENT_PER_HOUR.forms },
    );
    return true;
  });
  if (queued) ctx.outbox.wake();
}

/**
 * Sets the new password if the token is known, unused and not expired. The token is consumed by a
 * conditional update, so of two concurrent uses only one succeeds. Every session is ended.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword, ctx.passwordHashing);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used)
      throw AppError.validation({ reset_password_token: passwordResetMessages.invalidToken });
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, used.userId);
  });
  // After the commit: the ended sessions' access tokens are refused on their next call.
  ctx.publicCache.changed('sessions');
}
