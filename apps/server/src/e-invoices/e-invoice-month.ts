import { addMalaysianDays, malaysianMonth, startOfMalaysianDay } from '@nyiur/domain';

/** Days after a month ends in which a buyer may still ask, and the month is consolidated. */
export const DAYS_AFTER_MONTH = 7;

/** The Malaysian month of an instant, YYYY-MM (the domain's calendar). */
export { malaysianMonth };

/** The first day of the month after `month` (YYYY-MM), YYYY-MM-DD. */
export const nextMonthStart = (month: string): string => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};

/** The instants a month (YYYY-MM, Malaysian time) runs between: [start, end). */
export const monthRange = (month: string): { start: Date; end: Date } => ({
  start: startOfMalaysianDay(`${month}-01`),
  end: startOfMalaysianDay(nextMonthStart(month)),
});

/** The last day of a month, YYYY-MM-DD. */
export const lastDayOf = (month: string): string => addMalaysianDays(nextMonthStart(month), -1);

/** Until when a buyer of `month` may ask for their own e-invoice: the 7 days after it. */
export const requestDeadline = (month: string): Date =>
  startOfMalaysianDay(addMalaysianDays(nextMonthStart(month), DAYS_AFTER_MONTH));

/** A month is consolidated once it is over. */
export const monthIsOver = (month: string, now: Date): boolean =>
  now.getTime() >= monthRange(month).end.getTime();

/**
 * A month's consolidated e-invoice is past due once its 7 days are over with sales in it and
 * nothing valid on its way to MyInvois (never submitted, or refused and not sent again).
 */
export const consolidatedPastDue = (
  month: string,
  now: Date,
  orderCount: number,
  submittedState: string | null,
): boolean =>
  orderCount > 0 &&
  now.getTime() >= requestDeadline(month).getTime() &&
  (submittedState === null || submittedState === 'invalid');
