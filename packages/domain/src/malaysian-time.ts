import type { Locale } from './locales';

/**
 * Time as the shop keeps it: Malaysia is UTC+8 all year (no summer time), so its days run
 * midnight to midnight there, whatever the zone of the browser or the server. Every date a page,
 * an e-mail or a report shows, and every day or month a payment belongs to, comes from here.
 */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const instant = (at: Date | string | number): Date => (at instanceof Date ? at : new Date(at));

/** The Malaysian calendar day of an instant, as YYYY-MM-DD. */
export const malaysianDay = (at: Date | string | number): string =>
  new Date(instant(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The Malaysian month of an instant, as YYYY-MM. */
export const malaysianMonth = (at: Date | string | number): string => malaysianDay(at).slice(0, 7);

/** An instant as a datetime-local field shows it in Malaysian time: "2026-12-12T00:00". */
export const malaysianDateTimeInput = (at: Date | string | number): string =>
  new Date(instant(at).getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** The instant a Malaysian day (YYYY-MM-DD) begins. */
export const startOfMalaysianDay = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The instant a Malaysian date-time (YYYY-MM-DDTHH:MM, as a datetime-local field sends it) names. */
export const fromMalaysianDateTime = (local: string): Date => new Date(`${local}:00+08:00`);

/** An instant as Malaysian wall-clock text, YYYY-MM-DD HH:MM:SS (a spreadsheet's date-time). */
export const malaysianTimestamp = (at: Date | string | number): string =>
  new Date(instant(at).getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The day `days` after (or, negative, before) a day, both YYYY-MM-DD. */
export const addMalaysianDays = (day: string, days: number): string =>
  malaysianDay(new Date(startOfMalaysianDay(day).getTime() + days * DAY_MS));

const FORMATS = {
  /** 1 Sept 2025 */
  date: { dateStyle: 'medium' },
  /** 1 September 2025 */
  longDate: { dateStyle: 'long' },
  /** Monday, 1 September 2025 */
  fullDate: { dateStyle: 'full' },
  /** 1 Sept 2025, 2:05 pm */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 1 Sept 2025, 2:05 pm, the month short and the hour without a leading zero */
  moment: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** September 2025 */
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type MalaysianDateStyle = keyof typeof FORMATS;

// Made on first use: a page's first Intl format loads the locale's data, which need not hold up
// a page that shows no date.
const made = new Map<string, Intl.DateTimeFormat>();

/** The Intl locale each language writes its dates in. */
const DATE_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-MY', ms: 'ms-MY' };

/**
 * An instant as a Malaysian reads it, in Malaysian time: "1 Sept 2025" or "1 Sept 2025, 2:05 pm";
 * in Malay "1 Sep 2025" or "1 Sep 2025, 2:05 PTG".
 */
export function formatMalaysianTime(
  at: Date | string | number,
  style: MalaysianDateStyle = 'date',
  locale: Locale = 'en',
): string {
  const key = `${locale} ${style}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
      ...FORMATS[style],
      timeZone: MALAYSIA_TIME_ZONE,
    });
    made.set(key, format);
  }
  return format.format(instant(at));
}

/** A Malaysian month (YYYY-MM) by name: "September 2025". */
export const formatMalaysianMonth = (month: string): string =>
  formatMalaysianTime(startOfMalaysianDay(`${month}-01`), 'month');
