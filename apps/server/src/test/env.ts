/** The only place the test helpers read the environment. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
