import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMachine, loadBenchConfig } from './env';
import { log, type BenchRun } from './run';

/**
 * Reads the settings, checks the builds, and makes the run's log directory with a copy of the
 * app builds in it; null when the server is not built (the benchmark builds nothing itself).
 */
export function prepareRun(): BenchRun | null {
  const config = loadBenchConfig();
  const startedAt = new Date().toISOString();
  const stamp = startedAt.replace(/[:.]/g, '-').slice(0, 19);
  const serverMain = join(config.repoRoot, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(serverMain)) {
    console.error(
      `The benchmark measures built code and builds nothing itself: ${serverMain} is missing. Run \`pnpm build\` first.`,
    );
    return null;
  }
  const builtDirs = {
    brand: join(config.repoRoot, 'apps', 'brand', 'build', 'client'),
    shop: join(config.repoRoot, 'apps', 'shop', 'build', 'client'),
  } as const;
  const notMeasured: { part: string; reason: string }[] = [];
  for (const [app, dir] of Object.entries(builtDirs)) {
    if (config.parts.includes('pages') && !existsSync(dir)) {
      log(`No ${app} build at ${dir}: run \`pnpm build\` first to measure its pages.`);
      notMeasured.push({
        part: `pages of ${app}`,
        reason: `no build at apps/${app}/build/client (run \`pnpm build\`)`,
      });
    }
  }
  const logDir = mkdtempSync(join(tmpdir(), `nyiur-bench-${stamp}-`));
  log(`Logs in ${logDir}`);
  // A copy of the app builds, served by the server and the floor alike, so a rebuild running
  // beside the benchmark cannot change or remove files in the middle of a measurement.
  const clientDirs = {
    brand: join(logDir, 'builds', 'brand'),
    shop: join(logDir, 'builds', 'shop'),
  } as const;
  for (const app of ['brand', 'shop'] as const) {
    if (existsSync(builtDirs[app])) cpSync(builtDirs[app], clientDirs[app], { recursive: true });
  }
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: config.repoRoot })
        .toString()
        .trim();
    } catch {
      return 'unknown';
    }
  })();
  const machine = describeMachine();
  return { config, startedAt, stamp, logDir, clientDirs, commit, machine, notMeasured, load: {} };
}
