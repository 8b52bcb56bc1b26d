/** Malaysia keeps UTC+8 all year (no summer time): the shop's days run midnight to midnight there. */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Malaysian calendar day of an instant, as YYYY-MM-DD. */
export const malaysianDay = (at: Date): string =>
  new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Malaysian day begins. */
export const startOfMalaysianDay = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The day `days` after (or, negative, before) a day. */
export const addDays = (day: string, days: number): string =>
  new Date(startOfMalaysianDay(day).getTime() + OFFSET_MS + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
