import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword, type PasswordHashing } from '../../crypto/passwords';
import type { Database, Executor } from '../../db/database';
import { adminUsers, type AdminUserRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { backoffOf } from '../../auth/account-throttle';

/** Failures an account takes before it waits; each one after that doubles the wait, to an hour. */
const FREE_FAILURES = 5;
const MAX_LOCK_MINUTES = 60;

export const adminAuthMessages = {
  wrongPassword: 'The e-mail or password is incorrect.',
  wrongCode: 'That code is not right. Enter the current 6-digit code.',
  locked: 'Too many failed attempts. Please wait and try again later.',
  notEnrolled:
    'This account has not finished setting up its authenticator. Use your set-up link, or ask the owner for a new one.',
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

/** Wrong passwords one address may send for one e-mail before that pair waits. */
const FREE_PAIR_FAILURES = 5;
/** Wrong passwords one address may send, for any e-mails, before the address waits. */
const FREE_ADDRESS_FAILURES = 20;
const pairBackoff = backoffOf(FREE_PAIR_FAILURES);
const addressBackoff = backoffOf(FREE_ADDRESS_FAILURES);
const pairKey = (email: string, ip: string) => `admin-sign-in:${email.toLowerCase()}|${ip}`;
const addressKey = (ip: string) => `admin-sign-in-address:${ip}`;

/**
 * Step one: the password. Answers the account, or throws one message for every failure. Failures
 * are counted per e-mail and address pair, known or unknown e-mail alike, so a stranger's guesses
 * neither reveal an account nor lock its owner out of an address that has not failed; each address
 * has a cap of its own over all e-mails.
 */
export async function checkAdminPassword(
  db: Database,
  hashing: PasswordHashing,
  attempt: { email: string; password: string; ip: string },
): Promise<AdminUserRow> {
  const { email, password, ip } = attempt;
  const keys = [pairKey(email, ip), addressKey(ip)] as const;
  if ((await pairBackoff.isLocked(db, keys[0])) || (await addressBackoff.isLocked(db, keys[1]))) {
    throw new AppError('rate_limited', adminAuthMessages.locked);
  }
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  const usable = admin && !admin.disabledAt && admin.passwordHash !== '';
  const valid = usable
    ? await verifyPassword(admin.passwordHash, password)
    : await burnPasswordCheck(password, hashing).then(() => false);
  if (!usable || !valid) {
    await pairBackoff.failed(db, keys[0]);
    await addressBackoff.failed(db, keys[1]);
    throw new AppError('invalid_credentials', adminAuthMessages.wrongPassword);
  }
  await pairBackoff.succeeded(db, keys[0]);
  return admin;
}
