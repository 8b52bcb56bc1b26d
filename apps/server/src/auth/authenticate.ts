import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthUser } from '../app-context';
import { AppError } from '../http/app-error';
import type { AccessClaims } from '../crypto/access-token';
import { activeSessionUserOf, type SessionUser } from './sessions';

/** The access token from `Authorization: Bearer ...` or, failing that, the `access_token` header. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return match[1];
  }
  const header = request.headers.access_token;
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim().length > 0 ? value.trim() : undefined;
}

/** How long a checked token is taken as still good without asking the database again. */
export const SESSION_CHECK_TTL_MS = 5_000;

interface CheckedSession {
  readonly claims: AccessClaims;
  readonly user: SessionUser;
}

/**
 * Verifies the token and reads its session and user (one query). Throws on a bad token or an
 * ended session, so only live sessions are ever kept.
 */
async function checkSession(ctx: AppContext, token: string): Promise<CheckedSession> {
  const result = await ctx.accessTokens.verify(token);
  if (!result.ok)
    throw new AppError(result.reason === 'expired' ? 'token_expired' : 'token_invalid');
  const { claims } = result;
  const user = await activeSessionUserOf(ctx.db, claims.sessionId, claims.userId);
  if (!user) throw new AppError('token_invalid');
  return { claims, user };
}

/**
 * The request's user, or null without a token. A token that is expired (1001) or invalid or
 * revoked (1002) is an error even on calls that also serve guests: the app must forget it.
 *
 * A token found good is kept for {@link SESSION_CHECK_TTL_MS} in the `sessions` topic of the
 * shared cache, keyed by the token itself. Every sign-out, refresh-token replay, password reset
 * and erase drops the topic after its commit, on this node at once and on the others through
 * Redis, so a revoked session is refused on its next call.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const { ctx } = request.server;
  const { claims, user } = await ctx.publicCache.remember('sessions', token, () =>
    checkSession(ctx, token),
  );
  // A kept token still expires on time.
  if (claims.expiresAt <= Math.floor(Date.now() / 1000)) throw new AppError('token_expired');
  if (ctx.accessTokens.isNearExpiry(claims)) {
    request.renewedAccessToken = await ctx.accessTokens.sign(claims.userId, claims.sessionId);
  }
  return {
    id: claims.userId,
    sessionId: claims.sessionId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/** Like {@link authenticate}, but a missing token is a 401 too. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(request);
  if (!user) throw new AppError('unauthenticated');
  return user;
}
