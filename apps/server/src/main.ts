import { DataDirLockedError } from './db/data-dir-lock';
import { loadServerConfig } from './config/load-config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadServerConfig();
  // Loaded after the configuration is known to be good, so a bad value stops the start at once.
  const [{ buildApp }, { startDatabase }] = await Promise.all([
    import('./app'),
    import('./db/start-database'),
  ]);
  const database = await startDatabase(config, (error) => {
    console.error('A pooled PostgreSQL connection failed; it will be replaced:', error.message);
  });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.driver,
      mail: config.smtpUrl ? 'smtp' : 'files',
      publicBaseUrl: config.publicBaseUrl,
    },
    'server ready',
  );
  if (config.payment.gateway === 'sandbox') {
    const line = 'payments are simulated by the sandbox gateway: nobody is charged';
    if (config.nodeEnv === 'production') app.log.warn(`DEMO SHOP: ${line}`);
    else app.log.info(line);
  }
}

main().catch((error: unknown) => {
  // A known refusal is a sentence for the operator, not a stack trace.
  console.error(
    'The server could not start:',
    error instanceof DataDirLockedError ? error.message : error,
  );
  process.exit(1);
});
