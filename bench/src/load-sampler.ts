import { loadavg } from 'node:os';

/** The one-minute load average seen while a part ran: how busy the machine was with other work. */
export interface LoadSummary {
  readonly samples: number;
  readonly min: number;
  readonly mean: number;
  readonly max: number;
}

/** Samples the load average every `intervalMs` until stopped. */
export function sampleLoad(intervalMs = 5_000): { stop: () => LoadSummary } {
  const samples: number[] = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), intervalMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        samples: samples.length,
        min: round(Math.min(...samples)),
        mean: round(samples.reduce((sum, n) => sum + n, 0) / samples.length),
        max: round(Math.max(...samples)),
      };
    },
  };
}
