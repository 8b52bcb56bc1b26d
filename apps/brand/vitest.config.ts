import { defineConfig } from 'vitest/config';

// A config of its own so the React Router plugin (build and dev only) stays out of the tests.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
