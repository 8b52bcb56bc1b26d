import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { attemptThrottles } from '../db/schema';
import { AppError } from '../http/app-error';

export const accountThrottleMessages = {
  signInLocked:
    'Too many failed sign-ins for this account. Please wait a few minutes and try again.',
  resetRequests:
    'Too many password reset e-mails were asked for this address. Please try again in an hour.',
} as const;

/** Failed sign-ins an account allows before it has to wait. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The longest wait: the waits double from one minute up to this. */
export const MAX_SIGN_IN_LOCK_MINUTES = 60;
/** Reset e-mails one address may ask for in an hour. */
export const RESET_REQUESTS_PER_HOUR = 3;

const signInKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
const resetKey = (email: string) => `reset:${email.trim().toLowerCase()}`;

export interface Backoff {
  /** True while the key waits. */
  isLocked(db: Executor, key: string): Promise<boolean>;
  failed(db: Executor, key: string): Promise<void>;
  succeeded(db: Executor, key: string): Promise<void>;
}

/**
 * A back-off on a key: after `freeFailures` failures in a row the key waits one minute, each
 * further failure twice as long, up to an hour. A success clears it.
 */
export function backoffOf(freeFailures: number): Backoff {
  return {
    async isLocked(db, key) {
      const [row] = await db
        .select({ lockedUntil: attemptThrottles.lockedUntil })
        .from(attemptThrottles)
        .where(eq(attemptThrottles.key, key));
      return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > Date.now());
    },
    async failed(db, key) {
      const count = sql`${attemptThrottles.count} + 1`;
      await db
        .insert(attemptThrottles)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: attemptThrottles.key,
          set: {
            count,
            lockedUntil: sql`case when ${count} > ${freeFailures}
              then now() + make_interval(mins => least(${MAX_SIGN_IN_LOCK_MINUTES},
                power(2, ${attemptThrottles.count} - ${freeFailures})::int))
              else ${attemptThrottles.lockedUntil} end`,
            updatedAt: sql`now()`,
          },
        });
    },
    async succeeded(db, key) {
      await db.delete(attemptThrottles).where(eq(attemptThrottles.key, key));
    },
  };
}

const accountBackoff = backoffOf(FREE_SIGN_IN_FAILURES);

/**
 * Sign-in back-off per account, whatever address the attempts come from: the sixth failure in a
 * row makes the e-mail address wait one minute, each further one twice as long, up to an hour.
 * Unknown addresses are counted the same way, so the lock tells nobody whether an account exists.
 */
export const signInThrottle = {
  isLocked: (db: Executor, email: string) => accountBackoff.isLocked(db, signInKey(email)),
  /** Refuses with 429 while the account waits. */
  async check(db: Executor, email: string): Promise<void> {
    if (await accountBackoff.isLocked(db, signInKey(email))) {
      throw new AppError('rate_limited', accountThrottleMessages.signInLocked);
    }
  },
  failed: (db: Executor, email: string) => accountBackoff.failed(db, signInKey(email)),
  succeeded: (db: Executor, email: string) => accountBackoff.succeeded(db, signInKey(email)),
};

/**
 * Counts one more request in a window for the key; true while the count is within `max`. The
 * window starts again `windowHours` after its first request.
 */
export async function takeFromWindow(
  db: Executor,
  key: string,
  max: number,
  windowHours = 1,
): Promise<boolean> {
  const expired = sql`${attemptThrottles.windowStartedAt} < now() - make_interval(hours => ${windowHours})`;
  const [row] = await db
    .insert(attemptThrottles)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: attemptThrottles.key,
      set: {
        count: sql`case when ${expired} then 1 else ${attemptThrottles.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${attemptThrottles.windowStartedAt} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ count: attemptThrottles.count });
  return (row?.count ?? 1) <= max;
}

/** Whether the key's window, as `takeFromWindow` counts it, already holds `max` requests. */
export async function windowSpent(
  db: Executor,
  key: string,
  max: number,
  windowHours = 1,
): Promise<boolean> {
  const [row] = await db
    .select({ count: attemptThrottles.count })
    .from(attemptThrottles)
    .where(
      and(
        eq(attemptThrottles.key, key),
        sql`${attemptThrottles.windowStartedAt} >= now() - make_interval(hours => ${windowHours})`,
      ),
    );
  return (row?.count ?? 0) >= max;
}

/** At most three reset e-mails an hour for one address, whoever asks. */
export async function checkResetRequest(db: Executor, email: string): Promise<void> {
  if (!(await takeFromWindow(db, resetKey(email), RESET_REQUESTS_PER_HOUR))) {
    throw new AppError('rate_limited', accountThrottleMessages.resetRequests);
  }
}
