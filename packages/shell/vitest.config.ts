import { defineConfig } from 'vitest/config';

export default defineConfig({
  css: {
    modules: {
      generateScopedName: '[local]',
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { include: [/\.module\.css$/] },
    restoreMocks: true,
    // Radix drawers render slowly in jsdom when the whole workspace tests at once.
    testTimeout: 20_000,
  },
});
