import { forgotPassword, logout, oauthToken, register, resetPassword, ok } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { checkResetRequest, signInThrottle } from './account-throttle';
import { loginEnvelope } from './login-data';
import { verifyPassword } from '../crypto/passwords';
import { revokeSession, rotateSession, sessionOfRefreshToken, startSession } from './sessions';
import { AppError } from '../http/app-error';
import { publicCall } from '../http/call-route';
import { sensitiveRateLimit } from '../http/security';
import { findUserByEmail, findUserById } from './find-user';
import {
  passwordResetMessages,
  requestPasswordReset,
  resetPassword as applyPasswordReset,
} from './password-reset';
import { registerUser } from './register-user';

// Verified against when the e-mail is unknown, so both answers take the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$UFY3nNNTuEk3bbvTslKm4A$5v3ry4XHselQGfoFQAAdi6hEgtieFUUMx3ULazRhsHg';

/** Sign-in, token refresh, sign-out, registration and password reset. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const limited = (action: string) => sensitiveRateLimit(app.ctx.config, action);

  publicCall(
    app,
    oauthToken,
    async ({ input, ctx, request }) => {
      const userType = request.headers['user-type'];
      if (userType !== undefined && userType !== 'public') {
        throw new AppError('bad_request', 'Only public sign-in is supported.');
      }
      if (input.grant_type === 'refresh_token') {
        const rotated = await ctx.db.transaction((tx) =>
          rotateSession(tx, ctx.sessions, input.refresh_token),
        );
        if (!rotated.ok) {
          // A replayed refresh token ended its whole session: its access tokens go at once too.
          if (rotated.sessionEnded) ctx.publicCache.changed('sessions');
          throw new AppError('token_invalid');
        }
        const user = await findUserById(ctx.db, rotated.userId);
        if (!user) throw new AppError('token_invalid');
        return loginEnvelope(user, rotated.tokens, 'Token refreshed');
      }
      await signInThrottle.check(ctx.db, input.username);
      const user = await findUserByEmail(ctx.db, input.username);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
      if (!user || !valid) {
        await signInThrottle.failed(ctx.db, input.username);
        throw new AppError('invalid_credentials');
      }
      await signInThrottle.succeeded(ctx.db, input.username);
      const tokens = await startSession(ctx.db, ctx.sessions, user.id);
      return loginEnvelope(user, tokens, 'Login Successful');
    },
    {
      // Guesses at an account that is already waiting are refused by its own back-off; they
      // must not use up the sign-in budget of everyone behind the same carrier address.
      rateLimit: sensitiveRateLimit(app.ctx.config, 'sign-in', async (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        const username = body?.['username'];
        return (
          body?.['grant_type'] === 'password' &&
          typeof username === 'string' &&
          username.length <= 320 &&
          (await signInThrottle.isLocked(app.ctx.db, username))
        );
      }),
    },
  );

  publicCall(app, logout, async ({ input, ctx }) => {
    const session = await sessionOfRefreshToken(ctx.db, input.refresh_token);
    if (session) {
      await revokeSession(ctx.db, session.familyId);
      ctx.publicCache.changed('sessions');
    }
    return ok(undefined, 'Logged out');
  });

  publicCall(
    app,
    register,
    async ({ input, ctx }) => {
      const { user, tokens } = await registerUser(ctx, input);
      return loginEnvelope(user, tokens, messages.success.register);
    },
    { rateLimit: limited('register') },
  );

  publicCall(
    app,
    forgotPassword,
    async ({ input, ctx }) => {
      await checkResetRequest(ctx.db, input.email);
      await requestPasswordReset(ctx, input.email, input.locale);
      return ok(undefined, passwordResetMessages.requested);
    },
    { rateLimit: limited('forgot-password') },
  );

  publicCall(
    app,
    resetPassword,
    async ({ input, ctx }) => {
      await applyPasswordReset(ctx, input.reset_password_token, input.new_password);
      return ok(undefined, passwordResetMessages.done);
    },
    { rateLimit: limited('reset-password') },
  );
}
