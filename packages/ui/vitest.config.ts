import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // CSS Modules resolve to their plain local names ("button", "outline") so tests can read them.
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // CI runs on two cores beside other packages; axe and Radix renders can take a few seconds.
    testTimeout: 20_000,
  },
});
