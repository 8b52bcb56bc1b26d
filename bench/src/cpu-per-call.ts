import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { registerPool, type BenchUser } from './api-client';
import { API_SCENARIOS, figuresOf, load } from './api-bench';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test';

/*
 * Server CPU time per call of two builds of the server, measured in turns on one machine: a
 * figure a busy machine changes far less than requests per second, and the turns spread the
 * machine's ups and downs over both builds. Each build has a PostgreSQL database of its own.
 *   tsx src/cpu-per-call.ts <main.js of A> <database URL A> <main.js of B> <database URL B>
 *     [rounds=4] [seconds=3] [connections=16]
 * Prints a markdown table: the median CPU ms per call of each build, and B against A.
 */
const TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime: fields 14 and 15 of the line, 12 and 13 after "pid (name) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Build {
  readonly server: ServerUnderTest;
  readonly users: BenchUser[];
}

async function main(): Promise<void> {
  const [scriptA, urlA, scriptB, urlB, rounds = '4', seconds = '3', connections = '16'] =
    process.argv.slice(2);
  if (!scriptA || !urlA || !scriptB || !urlB) throw new Error('see the usage at the top');
  const repoRoot = resolve(import.meta.dirname, '..', '..');
  const start = async (mainScript: string, databaseUrl: string): Promise<Build> => {
    const server = await startServerUnderTest({
      repoRoot,
      databaseUrl,
      mainScript: resolve(mainScript),
      logDir: mkdtempSync(join(tmpdir(), 'nyiur-cpu-')),
    });
    const users = await registerPool(server.baseUrl, `cpu-${Date.now()}`, Number(connections));
    return { server, users };
  };
  const builds = [await start(scriptA, urlA), await start(scriptB, urlB)] as const;
  const measure = async (build: Build, scenario: (typeof API_SCENARIOS)[number], s: number) => {
    const pid = build.server.process.child.pid ?? 0;
    const before = cpuMsOf(pid);
    const result = await load(build.server.baseUrl, Number(connections), s, (index) =>
      scenario.requests(build.users[index % build.users.length] as BenchUser),
    );
    const figures = figuresOf(result);
    return {
      cpuMs: (cpuMsOf(pid) - before) / Math.max(1, figures.requests),
      rps: figures.requestsPerSecond,
    };
  };
  const lines = [
    '| call | A CPU ms/call | B CPU ms/call | B / A | A req/s | B req/s |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  try {
    for (const scenario of API_SCENARIOS) {
      for (const build of builds) await measure(build, scenario, 1);
      const cpu: [number[], number[]] = [[], []];
      const rps: [number[], number[]] = [[], []];
      for (let round = 0; round < Number(rounds); round += 1) {
        for (const [index, build] of builds.entries()) {
          const figures = await measure(build, scenario, Number(seconds));
          cpu[index]?.push(figures.cpuMs);
          rps[index]?.push(figures.rps);
        }
      }
      const [a, b] = [median(cpu[0]), median(cpu[1])];
      lines.push(
        `| ${scenario.name} | ${a.toFixed(3)} | ${b.toFixed(3)} | ${(b / a).toFixed(2)} | ${median(rps[0]).toFixed(0)} | ${median(rps[1]).toFixed(0)} |`,
      );
      process.stderr.write(`${lines.at(-1)}\n`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(builds.map((build) => build.server.stop()));
  }
}

await main();
