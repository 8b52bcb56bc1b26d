const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A calendar date written as the site writes it in a policy's "Last updated" and an article's
 * byline: `1 September 2025` (what `en-MY` gives for day numeric, month long, year numeric).
 *
 * Written out rather than asked of `Intl`: a page's first `Intl` date format loads the locale's
 * data, which held a policy page's hydration for about 94 ms at a phone's speed (a CPU profile at
 * Lighthouse's 4× slowdown); this takes well under a millisecond.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
