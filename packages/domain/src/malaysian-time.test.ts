import { describe, expect, it } from 'vitest';
import {
  addMalaysianDays,
  formatMalaysianTime,
  malaysianDay,
  malaysianMonth,
  startOfMalaysianDay,
} from './malaysian-time';

describe('Malaysian time', () => {
  it('puts an instant on the Malaysian day and month, not the UTC one', () => {
    // 31 Dec 2025, 16:30 UTC is already 1 Jan 2026, 00:30 in Kuala Lumpur.
    expect(malaysianDay('2025-12-31T16:30:00Z')).toBe('2026-01-01');
    expect(malaysianMonth('2025-12-31T16:30:00Z')).toBe('2026-01');
    expect(malaysianDay(new Date('2025-12-31T15:59:59Z'))).toBe('2025-12-31');
  });

  it('starts a day at midnight in Kuala Lumpur and counts days across months', () => {
    expect(startOfMalaysianDay('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(addMalaysianDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addMalaysianDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('writes dates as a Malaysian reads them, in Malaysian time', () => {
    expect(formatMalaysianTime('2025-09-01T06:05:00Z')).toBe('1 Sept 2025');
    expect(formatMalaysianTime('2025-09-01T06:05:00Z', 'dateTime')).toBe('1 Sept 2025, 2:05 pm');
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'date')).toBe('1 Sept 2025');
    // The first instant of September in Malaysia is still August in UTC.
    expect(formatMalaysianTime('2025-08-31T16:00:00Z', 'month')).toBe('September 2025');
  });
});
