/**
 * Points where a fault test stops the server on purpose, so it can kill the process or restart
 * the database while that work is provably under way. Off unless FAULT_HOLD names one (refused in
 * production). SIGUSR2 lets the held work go on and ends the hold.
 */
import type { FaultPoint } from '../config/env-schema';

let holding: FaultPoint | undefined;
const waiting: (() => void)[] = [];

export function holdAtFaultPoint(point: FaultPoint | undefined): void {
  holding = point;
  if (!point) return;
  process.once('SIGUSR2', () => {
    holding = undefined;
    for (const go of waiting.splice(0)) go();
  });
}

/** Undefined unless held here: then says so on stdout and answers a promise SIGUSR2 resolves. */
export function faultPoint(point: FaultPoint): Promise<void> | undefined {
  if (holding !== point) return undefined;
  process.stdout.write(`fault point reached: ${point}\n`);
  return new Promise((resolve) => waiting.push(resolve));
}
