/** The only place the test helpers read the environment. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The PATH a spawned server process needs to find its tools. */
export const testPath: string = process.env.PATH ?? '';
