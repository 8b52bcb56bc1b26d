import { defineConfig } from 'vitest/config';

// Component tests of the shop's forms and hooks; the React Router plugin is not needed here.
export default defineConfig({
  css: { modules: { generateScopedName: '[local]' } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./app/test-setup.ts'],
    include: ['app/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
