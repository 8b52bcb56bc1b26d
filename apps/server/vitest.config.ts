import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every file builds its own app, databases and Redis prefix, and the server's module-level
    // caches are keyed by the app or connection they serve, so a worker reuses its loaded modules
    // across files: importing the server afresh for each of the 112 files took longer than their
    // tests (390 s against 180 s for the suite on this machine).
    isolate: false,
    // The files mostly wait on PostgreSQL, sockets and child processes: three at a time keep two
    // cores busy where vitest's default (cores - 1) would run one.
    maxWorkers: 3,
  },
});
