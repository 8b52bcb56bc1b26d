import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The files mostly wait on PostgreSQL, sockets and child processes: three at a time keep two
    // cores busy where vitest's default (cores - 1) would run one.
    maxWorkers: 3,
  },
});
