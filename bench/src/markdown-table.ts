/** A GitHub-flavoured markdown table; pipes inside cells are escaped. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Kilobytes (1024 bytes) with one decimal; "–" for a missing figure. */
export function formatKb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '–';
  return (bytes / 1024).toFixed(1);
}

/** Milliseconds, whole above 10 and with one decimal below. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '–';
  return ms >= 10 ? Math.round(ms).toString() : ms.toFixed(1);
}

/** A plain number with the given decimals. */
export function formatNumber(value: number | undefined, decimals = 0): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return value.toFixed(decimals);
}

/** A share as a percentage ("12.5%"). */
export function formatShare(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  return `${(value * 100).toFixed(1)}%`;
}

/** A Lighthouse score (0..1) as 0..100. */
export function formatScore(score: number | undefined): string {
  if (score === undefined || !Number.isFinite(score)) return '–';
  return Math.round(score * 100).toString();
}
