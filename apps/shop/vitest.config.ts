import { lingui } from '@lingui/vite-plugin';
import { linguiConfigPath } from '@nyiur/build-tools/vite';
import { defineConfig } from 'vitest/config';

// Component tests of the shop's forms and hooks; the React Router plugin is not needed here.
export default defineConfig({
  // The message catalogues (`….json?lingui`) compile as in the build.
  plugins: [lingui({ configPath: linguiConfigPath })],
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
