import type { Database } from '../db/database';
import { takeFromWindow, windowSpent } from '../auth/account-throttle';
import { addressKey } from '../http/address-key';
import { AppError } from '../http/app-error';

/**
 * Wrong voucher codes an address (IPv6 by its /64) and a member or guest e-mail may try in an
 * hour. Batch codes carry 60 random bits, so 240 tries a day find none.
 */
export const WRONG_CODES_PER_HOUR = 10;

export const wrongCodeBudgetMessage =
  'Too many voucher codes did not work. Please wait an hour before trying another code, or check out without one.';

/** A refusal that reads as an unknown code; it counts against the shopper's budget. */
export class WrongVoucherCode extends AppError {
  constructor(message: string) {
    super('validation', message, { errors: { voucher_code: message } });
  }
}

/** Who is trying codes: the request's address, and the member or the guest's e-mail when known. */
export const wrongCodeKeys = (
  ip: string,
  shopper: { userId: number } | { guestEmail: string } | null,
): string[] => [
  `voucher-code:${addressKey(ip)}`,
  ...(shopper === null
    ? []
    : 'userId' in shopper
      ? [`voucher-code:member:${shopper.userId}`]
      : [`voucher-code:guest:${shopper.guestEmail.trim().toLowerCase()}`]),
];

/**
 * Runs a voucher check within the budget of wrong codes: refused with 429 while any key's hourly
 * window is spent, right code or wrong, so the answer tells nothing more; a wrong code is counted
 * once answered. Checks in flight when the budget runs out are still answered (bounded by the
 * general rate limit): counting before answering would refuse shoppers checking out side by side
 * behind one carrier address. Counted on `db`, outside the checkout transaction that rolls back
 * with the refusal.
 */
export async function withinWrongCodeBudget<T>(
  db: Database,
  keys: readonly string[],
  attempt: () => Promise<T>,
): Promise<T> {
  for (const key of keys) {
    if (await windowSpent(db, key, WRONG_CODES_PER_HOUR)) {
      throw new AppError('rate_limited', wrongCodeBudgetMessage);
    }
  }
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof WrongVoucherCode) {
      for (const key of keys) await takeFromWindow(db, key, WRONG_CODES_PER_HOUR);
    }
    throw error;
  }
}
