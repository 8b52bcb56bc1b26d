import { log, message, type BenchRun } from './run';
import { startServerUnderTest, type ServerUnderTest } from './server-under-test';

/** The server the API, shoppers and pages parts share. */
export interface MainServer {
  readonly baseUrl: string;
  /** Whether the server is still up; if not, `part` is reported as not measured. */
  up(part: string): boolean;
}

/**
 * Starts the server on the run's database, serving the copy of the builds, runs `parts` against
 * it and stops it; what was started, or undefined when it did not start.
 */
export async function onMainServer(
  run: BenchRun,
  parts: (server: MainServer) => Promise<void>,
): Promise<ServerUnderTest | undefined> {
  const { config, notMeasured } = run;
  let server: ServerUnderTest | undefined;
  try {
    log(`Starting the server (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    if (!config.databaseUrl) {
      log('No BENCH_DATABASE_URL: the server runs on PGlite; production runs on PostgreSQL.');
    }
    server = await startServerUnderTest({
      repoRoot: config.repoRoot,
      databaseUrl: config.databaseUrl,
      staticDirs: [run.clientDirs.brand, run.clientDirs.shop],
      logDir: run.logDir,
    });
    const running = server.process;
    const up = (part: string): boolean => {
      const how = running.endedHow();
      if (how === null) return true;
      notMeasured.push({
        part,
        reason: `the server process ended before this part (${how}; log ${running.logFile})`,
      });
      return false;
    };
    log(`Server at ${server.baseUrl}, data in ${server.dataDir}`);
    await parts({ baseUrl: server.baseUrl, up });
  } catch (error) {
    notMeasured.push({ part: 'everything', reason: message(error) });
  } finally {
    const ended = server?.process.endedHow();
    if (server && ended) {
      notMeasured.push({
        part: 'server',
        reason: `the server process ended during the run (${ended}); figures after that point are connection errors`,
      });
    }
    if (server) {
      log('Stopping the server (it waits for the sandbox callbacks still under way)');
      await server.stop();
    }
  }
  return server;
}
