import { readFileSync } from 'node:fs';
import type { BenchUser } from './api-client';
import { benchApi } from './api-bench';
import { benchApiOnPglite, benchApiProfile } from './api-profile';
import { benchFlashSale } from './flash-sale';
import { onMainServer } from './main-server';
import { registerMembers } from './members';
import { benchPages } from './pages-bench';
import { reconcileShoppers } from './reconciliation';
import { budgetMisses, renderMarkdown, type BenchResults } from './report';
import { prepareRun } from './prepare-run';
import { benchShoppers } from './shoppers';
import { nothingMeasured, writeResults } from './write-results';

/** One run of the benchmark, its parts in the order bench/README.md lists them. */
async function main(): Promise<number> {
  const run = prepareRun();
  if (!run) return 1;
  const reports = nothingMeasured();
  let shopperUsers: readonly BenchUser[] = [];
  const server = await onMainServer(run, async (mainServer) => {
    const members = await registerMembers(run, mainServer);
    shopperUsers = members.shoppers;
    reports.api = await benchApi(run, mainServer, members.api);
    reports.shoppers = await benchShoppers(run, mainServer, members.shoppers);
    reports.pages = await benchPages(run, mainServer);
  });
  if (server && reports.shoppers) {
    reports.reconciliation = await reconcileShoppers(
      run,
      server,
      reports.shoppers.purchases,
      shopperUsers,
    );
  }
  // The sale sets the stock of a box to 100: on a database and a server of its own.
  reports.flash = await benchFlashSale(run);
  // After the main server has stopped (and the shoppers' orders were reconciled), each on a
  // server of its own: the API table on PGlite beside PostgreSQL's, and the profile's top five.
  if (reports.api) {
    reports.apiPglite = await benchApiOnPglite(run);
    reports.apiProfile = await benchApiProfile(run);
  }
  writeResults(run, server, reports);
  return 0;
}

/** `tsx src/main.ts render <results.json>`: prints a stored run again, budgets re-checked. */
function render(file: string): number {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  const results = { ...stored, load: stored.load ?? {}, budgetMisses: budgetMisses(stored) };
  process.stdout.write(`${renderMarkdown(results)}\n`);
  return 0;
}

const [command, file] = process.argv.slice(2);
(command === 'render' && file ? Promise.resolve(render(file)) : main()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
