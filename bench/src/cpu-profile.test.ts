import { describe, expect, it } from 'vitest';
import { shortLocation, topOfProfile, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

/** Samples 1 µs apart from t = 1000: idle, then hot, hot, cold, hot, GC. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    {
      id: 2,
      callFrame: frame('hot', 'file:///repo/node_modules/.pnpm/x@1/node_modules/x/a.js', 9),
    },
    { id: 3, callFrame: frame('cold', 'file:///repo/apps/server/dist/main.js', 0) },
    { id: 4, callFrame: frame('(garbage collector)') },
  ],
  startTime: 1000,
  endTime: 1006,
  samples: [1, 2, 2, 3, 2, 4],
  timeDeltas: [1, 1, 1, 1, 1, 1],
};

describe('the top of a CPU profile', () => {
  it('ranks functions by self time among the busy samples', () => {
    const top = topOfProfile(profile, { repoRoot: '/repo' });
    expect(top.entries.map((entry) => [entry.name, entry.selfShare])).toEqual([
      ['hot', 3 / 5],
      ['cold', 1 / 5],
      ['(garbage collector)', 1 / 5],
    ]);
    expect(top.entries[0]?.where).toBe('x/a.js:10');
    expect(top.entries[1]?.where).toBe('apps/server/dist/main.js:1');
    expect(top).toMatchObject({ samples: 6, busyShare: 5 / 6, windowed: false });
  });

  it('reads only the samples inside the window, or all of them when none falls inside', () => {
    const late = topOfProfile(profile, { fromUs: 1004, count: 1, repoRoot: '/repo' });
    expect(late.entries.map((entry) => entry.name)).toEqual(['cold']);
    expect(late.samples).toBe(3);
    expect(late.windowed).toBe(true);
    const none = topOfProfile(profile, { fromUs: 5000, repoRoot: '/repo' });
    expect(none.windowed).toBe(false);
    expect(none.samples).toBe(6);
  });

  it('shortens locations to the package or the repository path', () => {
    expect(shortLocation('', 3, '/repo')).toBe('');
    expect(shortLocation('node:internal/streams/x', 0, '/repo')).toBe('node:internal/streams/x:1');
  });
});
