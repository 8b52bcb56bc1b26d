import { randomBytes } from 'node:crypto';

/** The only place the test helpers read the environment. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The PATH a spawned server process needs to find its tools. */
export const testPath: string = process.env.PATH ?? '';

/** A CI run: the server suite then needs PostgreSQL and refuses to run on PGlite alone. */
export const ciRun: boolean = ['true', '1'].includes(process.env.CI ?? '');

/**
 * A name for a database a test makes next to TEST_DATABASE_URL's: it starts with that
 * database's name, so the run that made TEST_DATABASE_URL can drop everything it left behind.
 */
export function scratchDatabaseName(kind: string): string {
  const run = testDatabaseUrl ? new URL(testDatabaseUrl).pathname.slice(1) : 'nyiur';
  return `${run}_${kind}_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.toLowerCase();
}

/** The Redis of the machine (TEST_REDIS_URL, or the default port like PostgreSQL's 5432). */
export const testRedisUrl: string = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A REDIS_PREFIX of its own, so test files and a dev server on the same Redis never meet. */
export const freshRedisPrefix = (): string => `nyiur-test-${randomBytes(6).toString('hex')}`;
