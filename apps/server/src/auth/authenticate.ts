import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../app-context';
import { AppError } from '../http/app-error';
import { activeSessionUserOf } from './sessions';

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

/**
 * The request's user, or null without a token. A token that is expired (1001) or invalid or
 * revoked (1002) is an error even on calls that also serve guests: the app must forget it.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const { accessTokens, db } = request.server.ctx;
  const result = await accessTokens.verify(token);
  if (!result.ok)
    throw new AppError(result.reason === 'expired' ? 'token_expired' : 'token_invalid');
  const { claims } = result;
  // One query: the session is still alive and its user still exists, with the user's profile.
  const sessionUser = await activeSessionUserOf(db, claims.sessionId, claims.userId);
  if (!sessionUser) throw new AppError('token_invalid');
  if (accessTokens.isNearExpiry(claims)) {
    request.renewedAccessToken = await accessTokens.sign(claims.userId, claims.sessionId);
  }
  return {
    id: claims.userId,
    sessionId: claims.sessionId,
    email: sessionUser.email,
    firstName: sessionUser.firstName,
    lastName: sessionUser.lastName,
  };
}

/** Like {@link authenticate}, but a missing token is a 401 too. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(request);
  if (!user) throw new AppError('unauthenticated');
  return user;
}
