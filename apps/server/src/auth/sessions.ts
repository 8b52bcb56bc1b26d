import { randomUUID } from 'node:crypto';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { refreshTokens, users } from '../db/schema';
import type { SessionSettings } from '../crypto/access-token';
import { hashToken, newOpaqueToken } from '../crypto/opaque-token';

export interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Seconds the access token lives. */
  readonly expiresIn: number;
}

async function issueRefreshToken(
  db: Executor,
  settings: SessionSettings,
  userId: number,
  familyId: string,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + settings.refreshTtlSeconds * 1000),
  });
  return token;
}

/** Starts a new session (a new refresh token family) for a user who just proved who they are. */
export async function startSession(
  db: Executor,
  settings: SessionSettings,
  userId: number,
): Promise<SessionTokens> {
  const familyId = randomUUID();
  const refreshToken = await issueRefreshToken(db, settings, userId, familyId);
  const accessToken = await settings.accessTokens.sign(userId, familyId);
  return { accessToken, refreshToken, expiresIn: settings.accessTokens.ttlSeconds };
}

export type RotateResult =
  | { readonly ok: true; readonly userId: number; readonly tokens: SessionTokens }
  | { readonly ok: false; readonly sessionEnded: boolean };

/**
 * Exchanges a refresh token for a new pair. The presented token is revoked by a conditional update,
 * so two concurrent uses cannot both succeed; reuse of a revoked token ends the whole session.
 */
export async function rotateSession(
  db: Executor,
  settings: SessionSettings,
  token: string,
): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const [revoked] = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  const session = revoked ?? (await concurrentRefresh(db, tokenHash));
  if (!session) return { ok: false, sessionEnded: await endReplayedFamily(db, tokenHash) };
  const refreshToken = await issueRefreshToken(db, settings, session.userId, session.familyId);
  const accessToken = await settings.accessTokens.sign(session.userId, session.familyId);
  return {
    ok: true,
    userId: session.userId,
    tokens: { accessToken, refreshToken, expiresIn: settings.accessTokens.ttlSeconds },
  };
}

/**
 * Two tabs refreshing at the same moment present the same token twice. A token rotated less than
 * this long ago, in a session still alive, is taken as that race and not as a replay.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

async function concurrentRefresh(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: number; familyId: string } | undefined> {
  const [recent] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        gt(
          refreshTokens.revokedAt,
          sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`,
        ),
      ),
    );
  if (!recent) return undefined;
  const [alive] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, recent.familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return alive ? recent : undefined;
}

/**
 * A revoked token presented again, outside the grace: someone else has it. End the session; true
 * when there was one to end.
 */
async function endReplayedFamily(db: Executor, tokenHash: string): Promise<boolean> {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known) await revokeSession(db, known.familyId);
  return known !== undefined;
}

/** Ends a session: every refresh token of the family, and with them its access tokens. */
export async function revokeSession(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The member as the signed-in calls need them, read together with the session check. */
export interface SessionUser {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

const activeSessionUser = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, sql.placeholder('familyId')),
                eq(refreshTokens.userId, users.id),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, sql`now()`),
              ),
            ),
        ),
      ),
    )
    .prepare('active_session_user'),
);

/**
 * The session's user while the session is alive (one of its refresh tokens neither revoked nor
 * expired), else undefined, in one query. Callers keep the answer only briefly, dropped on every
 * revocation (see authenticate).
 */
export async function activeSessionUserOf(
  db: Executor,
  familyId: string,
  userId: number,
): Promise<SessionUser | undefined> {
  const [row] = await activeSessionUser(db).execute({ familyId, userId });
  return row;
}

/** The family a refresh token belongs to, if the token is known. */
export async function sessionOfRefreshToken(
  db: Executor,
  token: string,
): Promise<{ familyId: string; userId: number } | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}
