import type { Locale } from './locales';

const MONTHS_EN = [
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

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: MONTHS_EN,
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
};

/**
 * A calendar date written as the site writes it in a policy's "Last updated" and an article's
 * byline: `1 September 2025` (what `en-MY` gives for day numeric, month long, year numeric), and
 * in Malay `1 Ogos 2025`.
 *
 * Written out rather than asked of `Intl`: a page's first `Intl` date format loads the locale's
 * data, which held a policy page's hydration for about 94 ms at a phone's speed (a CPU profile at
 * Lighthouse's 4× slowdown); this takes well under a millisecond.
 */
export function formatCalendarDate(isoDate: string, locale: Locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
