/** The middle value (mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0..100`);
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** value / reference, or NaN when the reference is zero or missing. */
export function ratio(value: number, reference: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return Number.NaN;
  return value / reference;
}

/** A summary of one set of latencies in milliseconds. */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

export function summariseLatencies(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    p999: percentile(values, 99.9),
    max: values.length === 0 ? Number.NaN : Math.max(...values),
  };
}
