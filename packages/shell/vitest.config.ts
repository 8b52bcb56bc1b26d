import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The message catalogues (`….json?lingui`) compile as in the build.
  plugins: [
    lingui({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
  ],
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
