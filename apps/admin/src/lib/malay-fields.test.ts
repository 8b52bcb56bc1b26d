import type { AdminShopSettings } from '@nyiur/api';
import { describe, expect, it } from 'vitest';
import { unwrittenMalay } from './malay-fields';

const settings = (announcement: string, announcement_ms: string | null) =>
  ({ announcement, announcement_ms }) as AdminShopSettings;

describe('the Malay not written yet', () => {
  it('names the announcement while the English has one and the Malay is empty', () => {
    expect(unwrittenMalay(settings('Raya sale', null)).map((field) => field.label)).toEqual([
      'Announcement bar in Bahasa Malaysia',
    ]);
    expect(unwrittenMalay(settings('Raya sale', '  ')).map((field) => field.where)).toEqual([
      '/settings#announcement_ms',
    ]);
  });

  it('names nothing once the Malay is written, or when there is no English to translate', () => {
    expect(unwrittenMalay(settings('Raya sale', 'Jualan Raya'))).toEqual([]);
    expect(unwrittenMalay(settings('', null))).toEqual([]);
  });
});
