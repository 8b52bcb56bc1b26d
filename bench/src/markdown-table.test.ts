import { describe, expect, it } from 'vitest';
import { formatKb, formatMs, formatScore, formatShare, markdownTable } from './markdown-table';

describe('markdownTable', () => {
  it('writes a header, a rule and one line per row, escaping pipes', () => {
    expect(markdownTable(['route', 'JS'], [['/a|b', '12.0']])).toBe(
      '| route | JS |\n| --- | --- |\n| /a\\|b | 12.0 |',
    );
  });
});

describe('formatters', () => {
  it('format sizes, times, shares and scores, with a dash for missing figures', () => {
    expect(formatKb(2048)).toBe('2.0');
    expect(formatKb(undefined)).toBe('–');
    expect(formatMs(3.14159)).toBe('3.1');
    expect(formatMs(123.6)).toBe('124');
    expect(formatMs(Number.NaN)).toBe('–');
    expect(formatShare(0.125)).toBe('12.5%');
    expect(formatScore(0.876)).toBe('88');
  });
});
