import { malaysianTimestamp } from '@nyiur/domain';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, as OWASP advises for CSV exports: a shopper's name cannot become code.
 */
export const safeCell = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/** A download's rows as CSV: every cell made safe, CRLF lines, a byte-order mark so Excel reads UTF-8. */
export const csvOf = (header: readonly string[], records: readonly (readonly string[])[]): string =>
  `\ufeff${stringify(
    [header, ...records].map((record) => record.map(safeCell)),
    { record_delimiter: 'windows' },
  )}`;

/** An instant as a CSV cell: Malaysian wall-clock time, empty when there is none. */
export const csvTime = (at: Date | string | null): string => (at ? malaysianTimestamp(at) : '');
