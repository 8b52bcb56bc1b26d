import pg from 'pg';

/** Runs `work` on a connection of its own to `serverUrl`, closed after it. */
export async function onServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement (create or drop a database) on a connection of its own to `serverUrl`. */
async function runOnServer(serverUrl: string, text: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(text));
}

/** A database made for one test run, bench or fault run, and dropped by it. */
export interface ScratchDatabase {
  readonly url: string;
  /** Drops it; `force` first ends any session still connected to it. */
  drop(options?: { force?: boolean }): Promise<void>;
}

/**
 * Creates the database `name` on the PostgreSQL server of `serverUrl`, a URL whose role may
 * create databases, and answers the URL of the new database; a copy of `template` when given.
 */
export async function createScratchDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  await runOnServer(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: ({ force = false } = {}) =>
      runOnServer(serverUrl, `drop database if exists ${name}${force ? ' with (force)' : ''}`),
  };
}
