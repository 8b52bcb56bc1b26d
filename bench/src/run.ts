import type { BenchConfig } from './env';
import { sampleLoad, type LoadSummary } from './load-sampler';

export const log = (line: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
export const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One run of the benchmark: its settings, its scratch, and what the report gathers as it goes. */
export interface BenchRun {
  readonly config: BenchConfig;
  readonly startedAt: string;
  /** The start time as a file name: the results' names and the members' prefixes. */
  readonly stamp: string;
  /** The servers' and browsers' logs, and the run's scratch. */
  readonly logDir: string;
  /** The copy of each app's build that the server and the floors serve. */
  readonly clientDirs: { readonly brand: string; readonly shop: string };
  readonly commit: string;
  readonly machine: Record<string, string | number>;
  /** Parts that did not run, with the reason. */
  readonly notMeasured: { part: string; reason: string }[];
  /** The load average during each part, in the order the parts ran. */
  readonly load: Record<string, LoadSummary>;
}

/** `work`, with the machine's load sampled under `part` of the run's load, even when it fails. */
export async function during<T>(run: BenchRun, part: string, work: () => Promise<T>): Promise<T> {
  const sampler = sampleLoad();
  try {
    return await work();
  } finally {
    run.load[part] = sampler.stop();
  }
}

/** `work`'s result, or null with `part` and the error's message in the run's not measured. */
export async function unlessItFails<T>(
  run: BenchRun,
  part: string,
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    run.notMeasured.push({ part, reason: message(error) });
    return null;
  }
}
