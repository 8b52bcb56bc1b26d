import { lingui } from '@lingui/vite-plugin';
import { linguiConfigPath } from '@nyiur/build-tools/vite';
import { defineConfig } from 'vitest/config';

// A config of its own so the React Router plugin (build and dev only) stays out of the tests.
export default defineConfig({
  // The message catalogues (`….json?lingui`) compile as in the build.
  plugins: [lingui({ configPath: linguiConfigPath })],
  css: { modules: { generateScopedName: '[local]' } },
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    // The forms' component tests ask for jsdom in their first line; the rest run in node.
    environment: 'node',
    testTimeout: 20_000,
  },
});
