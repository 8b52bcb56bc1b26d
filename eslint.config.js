import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverLayers, workspaceLayers } from './eslint.layers.js';

// ESLint's own defineConfig (typescript-eslint's config() helper is deprecated in its favour).
export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '**/build/**',
    '**/storybook-static/**',
    '**/.react-router/**',
    '**/drizzle/**',
    '**/.cache/**',
    'bench/results/**',
    'data/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Configuration is parsed once, in each app's env.ts; the server's in config/ (ARCHITECTURE §4).
    files: ['apps/**/*.ts', 'packages/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.tsx'],
    ignores: [
      '**/env.ts',
      'apps/server/src/config/load-config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.config.ts',
      '**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through env.ts (the server: config/).',
        },
      ],
    },
  },
  {
    // Folder layering of the API server (docs/architecture.md, eslint.layers.js).
    ...serverLayers,
    plugins: { boundaries },
  },
  {
    // Which workspace package may import which (docs/architecture.md, eslint.layers.js).
    ...workspaceLayers,
    plugins: { boundaries },
  },
);
