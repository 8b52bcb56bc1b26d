import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB, from /proc (Linux); NaN when it cannot be read. */
export function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The median of the samples taken from `fromSeconds` (exclusive) to `toSeconds` (inclusive). */
export function medianBetween(
  samples: readonly (readonly [number, number])[],
  fromSeconds: number,
  toSeconds: number,
): number {
  const values = samples
    .filter(([at]) => at > fromSeconds && at <= toSeconds)
    .map(([, mib]) => mib)
    .sort((a, b) => a - b);
  if (values.length === 0) return Number.NaN;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 === 1
    ? (values[mid] ?? Number.NaN)
    : ((values[mid - 1] ?? Number.NaN) + (values[mid] ?? Number.NaN)) / 2;
}
