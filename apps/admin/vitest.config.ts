import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
    // Each test renders its own screen with its own query client and unmounts it (test-setup.ts),
    // and no module of the back office keeps state, so a worker reuses its loaded modules and its
    // jsdom across files: loading them afresh for each of the 29 files took longer than the tests.
    isolate: false,
  },
});
