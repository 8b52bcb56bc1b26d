import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerPool } from './api-client';
import { openDatabaseForReading } from './db-access';
import { describeMachine, loadBenchConfig } from './env';
import { startExternalGateway } from './external-gateway';
import { sampleLoad } from './load-sampler';
import { readDatabaseState, reconcile, type Reconciliation } from './reconcile';
import { rssMiB, medianBetween } from './rss-sampler';
import { startServerUnderTest } from './server-under-test';
import { runShoppers, type PurchaseRecord } from './shoppers';

/*
 * The soak: shoppers pay without pause for BENCH_SOAK_MINUTES (10 by default, at most 60) while
 * the server's resident memory is sampled every five seconds. Memory is flat when the RSS at the
 * end is within 10% of the RSS at minute 2 (after warm-up). Needs a build (`pnpm build`).
 */
const log = (line: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

const ROUND_SECONDS = 60;
const RSS_TOLERANCE = 0.1;

async function soak(): Promise<number> {
  const config = loadBenchConfig();
  const minutes = Number(process.env['BENCH_SOAK_MINUTES'] ?? '10');
  if (!Number.isInteger(minutes) || minutes < 3 || minutes > 60) {
    console.error('BENCH_SOAK_MINUTES: a whole number from 3 to 60');
    return 1;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const logDir = mkdtempSync(join(tmpdir(), `nyiur-soak-${stamp}-`));
  const gateway = await startExternalGateway();
  const server = await startServerUnderTest({
    repoRoot: config.repoRoot,
    databaseUrl: config.databaseUrl,
    logDir,
    env: gateway.env,
  });
  const pid = server.process.child.pid ?? 0;
  const users = await registerPool(server.baseUrl, `soak-${stamp}`, config.shoppers);
  log(`Soak: ${users.length} shoppers for ${minutes} min on ${server.driver}; logs in ${logDir}`);

  const started = Date.now();
  const rss: [number, number][] = [[0, rssMiB(pid)]];
  const sampler = setInterval(() => rss.push([(Date.now() - started) / 1000, rssMiB(pid)]), 5_000);
  const load = sampleLoad();
  const perMinute: { minute: number; orders: number; errors: number }[] = [];
  const purchases: PurchaseRecord[] = [];
  let crashed: string | null = null;
  try {
    for (let minute = 1; minute <= minutes; minute += 1) {
      const round = await runShoppers({
        baseUrl: server.baseUrl,
        users,
        seconds: ROUND_SECONDS,
        log,
      });
      purchases.push(...round.purchases);
      const errors = Object.values(round.errors).reduce((sum, count) => sum + count, 0);
      perMinute.push({ minute, orders: round.ordersCompleted, errors });
      log(
        `minute ${minute}: ${round.ordersCompleted} orders, ${errors} errors, RSS ${rssMiB(pid).toFixed(0)} MiB`,
      );
      crashed = server.process.endedHow();
      if (crashed) break;
    }
  } finally {
    clearInterval(sampler);
  }
  const loadSummary = load.stop();
  await server.stop();
  await gateway.close();

  let reconciliation: Reconciliation;
  const database = await openDatabaseForReading({
    databaseUrl: server.databaseUrl,
    dataDir: server.dataDir,
  });
  try {
    const state = await readDatabaseState(
      database.sql,
      users.map((user) => user.id),
    );
    reconciliation = reconcile(purchases, state);
  } finally {
    await database.close();
  }
  rmSync(server.dataDir, { recursive: true, force: true });

  // Medians of the samples within a minute, so a garbage collection's saw-tooth does not decide.
  const lastMinute = perMinute.length * ROUND_SECONDS;
  const atTwo = medianBetween(rss, ROUND_SECONDS, 2 * ROUND_SECONDS);
  const atEnd = medianBetween(rss, lastMinute - ROUND_SECONDS, lastMinute);
  const growth = (atEnd - atTwo) / atTwo;
  const errors = perMinute.reduce((sum, row) => sum + row.errors, 0);
  const flat = Math.abs(growth) <= RSS_TOLERANCE;
  const ok = !crashed && errors === 0 && flat && reconciliation.ok;
  const machine = describeMachine();
  const lines = [
    `# Soak: ${users.length} shoppers for ${minutes} minutes on ${server.driver}, gateway in its own process`,
    '',
    `Started ${new Date(started).toISOString()}; ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average during the run ${loadSummary.min}–${loadSummary.max} (mean ${loadSummary.mean}).`,
    '',
    '| minute | orders paid | errors | server RSS, median of the minute (MiB) |',
    '| ---: | ---: | ---: | ---: |',
    ...perMinute.map(
      (row) =>
        `| ${row.minute} | ${row.orders} | ${row.errors} | ${medianBetween(rss, (row.minute - 1) * ROUND_SECONDS, row.minute * ROUND_SECONDS).toFixed(0)} |`,
    ),
    '',
    `RSS in minute 2: ${atTwo.toFixed(0)} MiB; in the last minute: ${atEnd.toFixed(0)} MiB (${(growth * 100).toFixed(1)}%; flat means within ±${RSS_TOLERANCE * 100}%): **${flat ? 'flat' : 'NOT flat'}**.`,
    `Errors: ${errors}. Server ${crashed ? `ended during the run (${crashed})` : 'ran throughout'}.`,
    `Reconciliation of ${purchases.length} purchases: **${reconciliation.ok ? 'clean' : 'NOT clean'}**${!reconciliation.ok ? ` (${reconciliation.problems.slice(0, 5).join('; ')})` : ''}.`,
    '',
  ];
  const markdown = lines.join('\n');
  mkdirSync(config.resultsDir, { recursive: true });
  writeFileSync(join(config.resultsDir, `soak-${stamp}.md`), markdown);
  writeFileSync(
    join(config.resultsDir, `soak-${stamp}.json`),
    `${JSON.stringify({ started, minutes, driver: server.driver, perMinute, rss, reconciliation, loadSummary }, null, 2)}\n`,
  );
  process.stdout.write(`${markdown}\n`);
  log(`Results: bench/results/soak-${stamp}.md`);
  return ok ? 0 : 2;
}

soak().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
