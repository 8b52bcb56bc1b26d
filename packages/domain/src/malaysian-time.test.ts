import { describe, expect, it } from 'vitest';
import {
  addMalaysianDays,
  formatMalaysianMonth,
  formatMalaysianTime,
  fromMalaysianDateTime,
  malaysianDateTimeInput,
  malaysianDay,
  malaysianMonth,
  malaysianTimestamp,
  startOfMalaysianDay,
} from './malaysian-time';

describe('Malaysian time', () => {
  it('puts an instant on the Malaysian day and month, not the UTC one', () => {
    // 31 Dec 2025, 16:30 UTC is already 1 Jan 2026, 00:30 in Kuala Lumpur.
    expect(malaysianDay('2025-12-31T16:30:00Z')).toBe('2026-01-01');
    expect(malaysianMonth('2025-12-31T16:30:00Z')).toBe('2026-01');
    expect(malaysianDay(new Date('2025-12-31T15:59:59Z'))).toBe('2025-12-31');
    expect(malaysianDateTimeInput('2026-12-11T16:00:00Z')).toBe('2026-12-12T00:00');
  });

  it('starts a day at midnight in Kuala Lumpur and counts days across months', () => {
    expect(startOfMalaysianDay('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(addMalaysianDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addMalaysianDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('reads a Malaysian date-time field as the instant it names there', () => {
    expect(fromMalaysianDateTime('2026-03-01T00:00').toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
    expect(fromMalaysianDateTime('2025-09-01T14:05').toISOString()).toBe(
      '2025-09-01T06:05:00.000Z',
    );
    expect(Number.isNaN(fromMalaysianDateTime('not a time').getTime())).toBe(true);
  });

  it('writes an instant as Malaysian wall-clock text for a spreadsheet', () => {
    expect(malaysianTimestamp('2025-12-31T16:30:05Z')).toBe('2026-01-01 00:30:05');
    expect(malaysianTimestamp(new Date('2025-09-01T06:05:00Z'))).toBe('2025-09-01 14:05:00');
  });

  it('writes dates as a Malaysian reads them, in Malaysian time', () => {
    expect(formatMalaysianTime('2025-09-01T06:05:00Z')).toBe('1 Sept 2025');
    expect(formatMalaysianTime('2025-09-01T06:05:00Z', 'dateTime')).toBe('1 Sept 2025, 2:05 pm');
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'date')).toBe('1 Sept 2025');
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'longDate')).toBe('1 September 2025');
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'fullDate')).toBe(
      'Monday, 1 September 2025',
    );
    expect(formatMalaysianMonth('2025-09')).toBe('September 2025');
    // The first instant of September in Malaysia is still August in UTC.
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'month')).toBe('September 2025');
  });

  it('writes dates in Malay with Malay month names, in Malaysian time', () => {
    expect(formatMalaysianTime('2026-08-27T16:00:00Z', 'longDate', 'ms')).toBe('28 Ogos 2026');
    expect(formatMalaysianTime('2026-03-02T06:05:00Z', 'longDate', 'ms')).toBe('2 Mac 2026');
    expect(formatMalaysianTime('2026-12-31T16:30:00Z', 'month', 'ms')).toBe('Januari 2027');
    expect(formatMalaysianTime('2026-08-27T16:00:00Z', 'fullDate', 'ms')).toBe(
      'Jumaat, 28 Ogos 2026',
    );
    // English keeps its own words after a Malay format is made.
    expect(formatMalaysianTime('2026-08-27T16:00:00Z', 'longDate')).toBe('28 August 2026');
  });

  it('writes them in Malay on a Malay page', () => {
    expect(formatMalaysianTime('2026-11-28T06:05:00Z', 'date', 'ms')).toBe('28 Nov 2026');
    expect(formatMalaysianTime('2025-09-01T06:05:00Z', 'dateTime', 'ms')).toBe(
      '1 Sep 2025, 2:05 PTG',
    );
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'longDate', 'ms')).toBe('1 September 2025');
    expect(formatMalaysianTime('2026-08-01T06:05:00Z', 'longDate', 'ms')).toBe('1 Ogos 2026');
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'fullDate', 'ms')).toBe(
      'Isnin, 1 September 2025',
    );
  });
});
