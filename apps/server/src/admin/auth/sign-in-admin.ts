import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword, type PasswordHashing } from '../../crypto/passwords';
import type { Database, Executor } from '../../db/database';
import { adminUsers, type AdminUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** Failures an account takes before it waits; each one after that doubles the wait, to an hour. */
const FREE_FAILURES = 5;
const MAX_LOCK_MINUTES = 60;

export const adminAuthMessages = {
  wrongPassword: 'The e-mail or password is incorrect.',
  wrongCode: 'That code is not right. Enter the current 6-digit code.',
  locked: 'Too many failed attempts for this account. Please wait and try again later.',
} as const;

let dummyHash: Promise<string> | undefined;

/** Spends the same argon2 work on an unknown e-mail as on a known one. */
const burnPasswordCheck = (password: string, hashing: PasswordHashing) => {
  dummyHash ??= hashPassword('no account has this password', hashing);
  return dummyHash.then((hash) => verifyPassword(hash, password));
};

export const isLocked = (admin: AdminUserRow): boolean =>
  admin.lockedUntil !== null && admin.lockedUntil.getTime() > Date.now();

/** Counts a failed password or code; from the sixth on, the account waits 1, 2, 4 ... 60 min. */
export async function recordFailure(db: Executor, adminId: number): Promise<void> {
  await db
    .update(adminUsers)
    .set({
      failedSignIns: sql`${adminUsers.failedSignIns} + 1`,
      lockedUntil: sql`case when ${adminUsers.failedSignIns} + 1 > ${FREE_FAILURES}
        then now() + make_interval(mins => least(${MAX_LOCK_MINUTES}, power(2, ${adminUsers.failedSignIns} - ${FREE_FAILURES})::int))
        else ${adminUsers.lockedUntil} end`,
    })
    .where(eq(adminUsers.id, adminId));
}

export async function clearFailures(db: Executor, adminId: number): Promise<void> {
  await db
    .update(adminUsers)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(eq(adminUsers.id, adminId));
}

/** Step one: the password. Answers the account, or throws the one message for every failure. */
export async function checkAdminPassword(
  db: Database,
  hashing: PasswordHashing,
  email: string,
  password: string,
): Promise<AdminUserRow> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  if (!admin || admin.disabledAt || admin.passwordHash === '') {
    await burnPasswordCheck(password, hashing);
    throw new AppError('invalid_credentials', adminAuthMessages.wrongPassword);
  }
  if (isLocked(admin)) throw new AppError('rate_limited', adminAuthMessages.locked);
  if (!(await verifyPassword(admin.passwordHash, password))) {
    await recordFailure(db, admin.id);
    throw new AppError('invalid_credentials', adminAuthMessages.wrongPassword);
  }
  return admin;
}
