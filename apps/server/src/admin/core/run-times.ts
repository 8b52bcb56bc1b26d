import { performance } from 'node:perf_hooks';

/** For the benches: how long each of `runs` calls of `run` took, in ms, fastest first. */
export async function sortedRunTimes(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
