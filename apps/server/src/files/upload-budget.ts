import { and, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { takeFromWindow } from '../auth/account-throttle';
import { uploads } from '../db/schema';
import { addressKey } from '../http/address-key';

/**
 * Who uploads decides the budget (review N11). Anonymous uploads have a small pool of their own,
 * per address and shop-wide, so rotating addresses can use up only that pool, never the members'.
 */
export interface UploadBudget {
  /** Files one address (an IPv6 /64) may upload in a day. */
  readonly filesPerAddressDay: number;
  /** Files one member may upload in a day; null for anonymous uploads. */
  readonly filesPerMemberDay: number | null;
  /** Bytes the whole shop accepts in a day from this pool. */
  readonly poolBytesPerDay: number;
}

const MB = 1024 * 1024;

export const ANONYMOUS_UPLOADS: UploadBudget = {
  filesPerAddressDay: 5,
  filesPerMemberDay: null,
  poolBytesPerDay: 50 * MB,
};

export const MEMBER_UPLOADS: UploadBudget = {
  filesPerAddressDay: 20,
  filesPerMemberDay: 20,
  poolBytesPerDay: 500 * MB,
};

export const budgetOf = (userId: number | null): UploadBudget =>
  userId === null ? ANONYMOUS_UPLOADS : MEMBER_UPLOADS;

/**
 * Takes one file from the day's counts of the caller's address and account; false when one is
 * spent. Anonymous and member counts of one address are separate keys, so a shared address
 * (an office, a mobile carrier's NAT) used up anonymously still lets its members upload.
 */
export async function takeDailyFile(
  db: Executor,
  input: { ip: string; userId: number | null },
): Promise<boolean> {
  const budget = budgetOf(input.userId);
  const address = addressKey(input.ip);
  const keys: [string, number][] =
    input.userId === null
      ? [[`upload-day:anon:${address}`, budget.filesPerAddressDay]]
      : [
          [`upload-day:member:${address}`, budget.filesPerAddressDay],
          [`upload-day:user:${input.userId}`, budget.filesPerMemberDay ?? 0],
        ];
  for (const [key, limit] of keys) {
    if (!(await takeFromWindow(db, key, limit, 24))) return false;
  }
  return true;
}

/**
 * Bytes the caller's pool took in the last day. A file belongs to the members' pool while its
 * row names a member; anonymous rows are the anonymous pool.
 */
export async function poolBytesToday(db: Executor, userId: number | null): Promise<number> {
  const [today] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
    .from(uploads)
    .where(
      and(
        gt(uploads.createdAt, sql`now() - interval '1 day'`),
        userId === null ? isNull(uploads.userId) : isNotNull(uploads.userId),
      ),
    );
  return Number(today?.bytes ?? 0);
}
