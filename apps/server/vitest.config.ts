import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The suite waits on databases and servers much of the time. Vitest's default leaves one core
    // idle; a worker per core took the suite from 12.9 to 8.1 minutes on two cores.
    maxWorkers: '100%',
  },
});
