import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newOpaqueToken } from '../crypto/opaque-token';
import type { Executor } from '../db/database';
import { adminSessions, adminUsers, type AdminSessionRow, type AdminUserRow } from '../db/schema';

export const ADMIN_COOKIE = 'nyiur_admin';
const COOKIE_PATH = '/api/admin';
/** A session ends after this long without a call... */
export const ADMIN_IDLE_SECONDS = 30 * 60;
/** ...and after this long whatever happens. */
export const ADMIN_MAX_SECONDS = 12 * 60 * 60;

export type SessionStage = AdminSessionRow['stage'];

export interface AdminSession {
  readonly session: AdminSessionRow;
  readonly admin: AdminUserRow;
}

/** Opens a session at `stage` and sets its cookie (HttpOnly, Secure, SameSite=Strict). */
export async function openAdminSession(
  db: Executor,
  reply: FastifyReply,
  request: FastifyRequest,
  adminId: number,
  stage: SessionStage,
): Promise<void> {
  const token = newOpaqueToken();
  await db.insert(adminSessions).values({
    adminId,
    tokenHash: hashToken(token),
    stage,
    expiresAt: sql`now() + make_interval(secs => ${ADMIN_MAX_SECONDS})`,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(ADMIN_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: ADMIN_MAX_SECONDS,
  });
}

export const clearAdminCookie = (reply: FastifyReply): void => {
  reply.clearCookie(ADMIN_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
  });
};

const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[ADMIN_COOKIE];
  return value && value.length >= 20 && value.length <= 100 ? value : undefined;
};

/**
 * The live session of the request's cookie, touched so its idle clock restarts; undefined when
 * there is none, or it was revoked, idle for 30 minutes, past 12 hours, or its account disabled.
 */
export async function currentAdminSession(
  db: Executor,
  request: FastifyRequest,
): Promise<AdminSession | undefined> {
  const token = tokenOf(request);
  if (!token) return undefined;
  const [row] = await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, sql`now() - make_interval(secs => ${ADMIN_IDLE_SECONDS})`),
      ),
    )
    .returning();
  if (!row) return undefined;
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, row.adminId));
  if (!admin || admin.disabledAt) return undefined;
  return { session: row, admin };
}

/**
 * Replaces a session with a new one at `stage` (a new token and cookie), so a token seen before
 * the second factor was proven never carries a full session.
 */
export async function reissueAdminSession(
  db: Executor,
  reply: FastifyReply,
  request: FastifyRequest,
  current: AdminSessionRow,
  stage: SessionStage,
): Promise<void> {
  await revokeAdminSessions(db, { sessionId: current.id });
  await openAdminSession(db, reply, request, current.adminId, stage);
}

/** Proves the user again just now (a step-up), keeping the session's stage. */
export async function advanceAdminSession(
  db: Executor,
  sessionId: number,
  stage: SessionStage,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ stage, authenticatedAt: sql`now()` })
    .where(eq(adminSessions.id, sessionId));
}

/** Ends sessions; answers how many were still open. */
export async function revokeAdminSessions(
  db: Executor,
  where: { sessionId: number } | { adminId: number },
): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        'sessionId' in where
          ? eq(adminSessions.id, where.sessionId)
          : eq(adminSessions.adminId, where.adminId),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
