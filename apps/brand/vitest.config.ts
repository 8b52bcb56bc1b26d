import { lingui } from '@lingui/vite-plugin';
import { linguiConfigPath } from '@nyiur/build-tools/vite';
import { defineConfig } from 'vitest/config';

// A config of its own so the React Router plugin (build and dev only) stays out of the tests.
export default defineConfig({
  // The message catalogues (`….json?lingui`) compile as in the build.
  plugins: [lingui({ configPath: linguiConfigPath })],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
