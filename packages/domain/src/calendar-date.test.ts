import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

const byIntl = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('formatCalendarDate', () => {
  it('writes a date as en-MY writes it, for every month and a one- and two-digit day', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['01', '09', '10', '28']) {
        const iso = `2025-${String(month).padStart(2, '0')}-${day}`;
        expect(formatCalendarDate(iso)).toBe(byIntl(iso));
      }
    }
    expect(formatCalendarDate('2025-09-01')).toBe('1 September 2025');
  });

  it('writes a Malay date with the Malay month names', () => {
    expect(formatCalendarDate('2025-08-01', 'ms')).toBe('1 Ogos 2025');
    expect(formatCalendarDate('2026-03-28', 'ms')).toBe('28 Mac 2026');
    expect(formatCalendarDate('2026-12-09', 'ms')).toBe('9 Disember 2026');
  });

  it('refuses what is not a calendar date', () => {
    for (const bad of ['2025-13-01', '2025-00-10', '2025-9-1', '1 September 2025', '']) {
      expect(() => formatCalendarDate(bad)).toThrow(RangeError);
    }
  });
});
