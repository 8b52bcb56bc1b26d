import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) the summary reads. */
export interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: {
      readonly functionName: string;
      readonly url: string;
      readonly lineNumber: number;
    };
  }[];
  /** Microseconds on the machine's monotonic clock. */
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** One function of the top of a profile, by the time spent in it alone (self time). */
export interface ProfileEntry {
  readonly name: string;
  /** Package and file (node_modules/…, or the path inside the repository), with the line. */
  readonly where: string;
  /** Share of the busy samples (every sample but idle) in the window. */
  readonly selfShare: number;
}

export interface ProfileTop {
  readonly entries: ProfileEntry[];
  /** Samples in the window, idle ones included. */
  readonly samples: number;
  /** Share of the window's samples the process was busy (not idle). */
  readonly busyShare: number;
  /** False when no sample fell in the window and the whole profile was read instead. */
  readonly windowed: boolean;
}

/** Where a frame's code lives, short: "drizzle-orm/pg-core/dialect.js:120", "apps/server/…". */
export function shortLocation(url: string, line: number, repoRoot: string): string {
  if (url === '') return '';
  let path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) path = path.slice(modules + 'node_modules/'.length);
  else if (path.startsWith(`${repoRoot}/`)) path = path.slice(repoRoot.length + 1);
  return `${path}:${line + 1}`;
}

/**
 * The `count` functions with the most self time among the samples taken between `fromUs` and
 * `toUs` (the monotonic clock the bench reads with process.hrtime, shared by every process of
 * the machine), idle samples left out of the shares.
 */
export function topOfProfile(
  profile: CpuProfile,
  options: { fromUs?: number; toUs?: number; count?: number; repoRoot: string },
): ProfileTop {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const inWindow = (time: number) =>
    (options.fromUs === undefined || time >= options.fromUs) &&
    (options.toUs === undefined || time <= options.toUs);
  const pick = (windowed: boolean) => {
    const counts = new Map<string, { name: string; where: string; samples: number }>();
    let total = 0;
    let idle = 0;
    let time = profile.startTime;
    profile.samples.forEach((nodeId, index) => {
      time += profile.timeDeltas[index] ?? 0;
      if (windowed && !inWindow(time)) return;
      total += 1;
      const frame = frames.get(nodeId);
      const name = frame?.functionName || '(anonymous)';
      if (name === '(idle)') {
        idle += 1;
        return;
      }
      const where = frame ? shortLocation(frame.url, frame.lineNumber, options.repoRoot) : '';
      const key = `${name}\u0000${where}`;
      const entry = counts.get(key) ?? { name, where, samples: 0 };
      entry.samples += 1;
      counts.set(key, entry);
    });
    return { counts, total, idle };
  };
  let windowed = options.fromUs !== undefined || options.toUs !== undefined;
  let picked = pick(windowed);
  if (windowed && picked.total === 0) {
    windowed = false;
    picked = pick(false);
  }
  const busy = picked.total - picked.idle;
  const entries = [...picked.counts.values()]
    .sort((a, b) => b.samples - a.samples)
    .slice(0, options.count ?? 5)
    .map((entry) => ({
      name: entry.name,
      where: entry.where,
      selfShare: busy === 0 ? 0 : entry.samples / busy,
    }));
  return {
    entries,
    samples: picked.total,
    busyShare: picked.total === 0 ? 0 : busy / picked.total,
    windowed,
  };
}

/** The one `.cpuprofile` node wrote into `dir` when the process ended. */
export function readProfileIn(dir: string): CpuProfile {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const [file] = files;
  if (!file) throw new Error(`no .cpuprofile in ${dir} (did the server exit normally?)`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
}
