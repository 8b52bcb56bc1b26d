import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiReport } from './api-bench';
import type { ApiProfileReport } from './api-profile';
import type { FlashSaleReport } from './flash-sale';
import type { PagesReport } from './pages-bench';
import type { Reconciliation } from './reconcile';
import { budgetMisses, renderMarkdown, type BenchResults } from './report';
import { log, type BenchRun } from './run';
import type { ServerUnderTest } from './server-under-test';
import type { ShoppersReport } from './shoppers';

/** What each part measured; null when it was not asked for or not measured (see notMeasured). */
export interface PartReports {
  pages: PagesReport | null;
  api: ApiReport | null;
  apiPglite: ApiReport | null;
  apiProfile: ApiProfileReport | null;
  shoppers: ShoppersReport | null;
  reconciliation: Reconciliation | null;
  flash: FlashSaleReport | null;
}

export const nothingMeasured = (): PartReports => ({
  pages: null,
  api: null,
  apiPglite: null,
  apiProfile: null,
  shoppers: null,
  reconciliation: null,
  flash: null,
});

/**
 * Removes the run's scratch (the server's data directory and the copy of the builds), writes the
 * results as JSON and Markdown (the run's own and latest) and prints the Markdown.
 */
export function writeResults(
  run: BenchRun,
  server: ServerUnderTest | undefined,
  reports: PartReports,
): void {
  const { config, stamp, logDir } = run;
  const { pages, api, shoppers, reconciliation } = reports;
  const shoppersResult = shoppers
    ? (({ purchases: _purchases, ...rest }) => ({ ...rest, reconciliation }))(shoppers)
    : null;
  const partial = { pages, api, shoppers: shoppersResult };
  const results: BenchResults = {
    startedAt: run.startedAt,
    finishedAt: new Date().toISOString(),
    commit: run.commit,
    machine: run.machine,
    load: run.load,
    server: {
      driver: server?.driver ?? 'not started',
      note: 'NODE_ENV=production, LOG_LEVEL=warn, rate limits raised out of reach (all load comes from 127.0.0.1), sandbox gateway',
    },
    ...partial,
    apiPglite: reports.apiPglite,
    apiProfile: reports.apiProfile,
    flash: reports.flash,
    notMeasured: run.notMeasured,
    budgetMisses: budgetMisses(partial),
  };
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(join(logDir, 'builds'), { recursive: true, force: true });
  const markdown = renderMarkdown(results);
  mkdirSync(config.resultsDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(join(config.resultsDir, `${stamp}.json`), json);
  writeFileSync(join(config.resultsDir, `${stamp}.md`), markdown);
  writeFileSync(join(config.resultsDir, 'latest.json'), json);
  writeFileSync(join(config.resultsDir, 'latest.md'), markdown);
  process.stdout.write(`${markdown}\n`);
  if (results.budgetMisses.length > 0) {
    log(`${results.budgetMisses.length} figures over budget:`);
    for (const miss of results.budgetMisses)
      log(`  OVER BUDGET ${miss.where}: ${miss.figure} ${miss.value} (budget ${miss.budget})`);
  }
  log(
    `Results: bench/results/${stamp}.json and .md (also latest.json, latest.md); logs in ${logDir}`,
  );
}
