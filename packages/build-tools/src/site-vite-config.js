// Plain JavaScript for the same reason as content-media.js. Types: site-vite-config.d.ts.
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { contentMedia } from './content-media.js';
import { firstLoadChunks } from './first-load-chunks.js';

const resolve = (/** @type {string} */ name) => fileURLToPath(import.meta.resolve(name));

/**
 * React's modules as Preact's React layer, for the browser build (decision 0020). Absolute paths:
 * the packages that import React (React Router, Radix, TanStack Query) cannot see Preact from
 * their own folders.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: resolve('preact/compat/client') },
  { find: /^react\/jsx-runtime$/, replacement: resolve('preact/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: resolve('preact/jsx-dev-runtime') },
  { find: /^react-dom$/, replacement: resolve('preact/compat') },
  { find: /^react$/, replacement: resolve('preact/compat') },
];

/** The API server the dev servers pass `/api` (and any other proxied prefix) to. */
const apiServer = 'http://127.0.0.1:3000';

/**
 * The Vite config of a Nyiur site (the brand or the shop).
 * @param {{ assetsDir: string; port?: number; proxied: readonly string[] }} options
 * @returns {import('vite').UserConfigFnObject}
 */
export function siteViteConfig({ assetsDir, port, proxied }) {
  return ({ command, isSsrBuild }) => ({
    ...(command === 'build' && !isSsrBuild
      ? { resolve: { alias: PREACT_ALIASES }, define: { __NYIUR_PREACT__: 'true' } }
      : {}),
    plugins: [
      contentMedia(),
      reactRouter(),
      // What each browser chunk holds, gzip and brotli sizes included: open stats/client-bundle.html
      // after a build (bench/README.md, "First-load JavaScript").
      !isSsrBuild &&
        visualizer({
          filename: 'stats/client-bundle.html',
          template: process.env.BUNDLE_REPORT === 'list' ? 'list' : 'treemap',
          gzipSize: true,
          brotliSize: true,
        }),
    ],
    build: {
      // One server serves the brand and shop builds side by side: distinct folders never collide.
      assetsDir,
      // One stylesheet for the whole app: a page waits for one CSS request, not one per component
      // (cached after the first page, and a few KB compressed).
      cssCodeSplit: false,
      ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: firstLoadChunks() } } }),
    },
    server: {
      ...(port === undefined ? {} : { port }),
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiServer])),
    },
  });
}
