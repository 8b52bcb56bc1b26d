// Plain JavaScript for the same reason as content-media.js. Types: site-vite-config.d.ts.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { contentMedia } from './content-media.js';

/** The workspace's Lingui config: where each part of the sites keeps its message catalogues. */
export const linguiConfigPath = fileURLToPath(
  new URL('../../../lingui.config.ts', import.meta.url),
);

/** The API server the dev servers pass `/api` (and any other proxied prefix) to. */
const apiServer = 'http://127.0.0.1:3000';

/**
 * The Vite config of a Nyiur site (the brand or the shop).
 * @param {{ assetsDir: string; port?: number; proxied: readonly string[] }} options
 * @returns {import('vite').UserConfigFnObject}
 */
export function siteViteConfig({ assetsDir, port, proxied }) {
  return ({ isSsrBuild }) => ({
    plugins: [
      contentMedia(),
      // Compiles a catalogue (`….json?lingui`) into the language's messages when it is imported.
      lingui({ configPath: linguiConfigPath, failOnMissing: true }),
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
      // React, React DOM, React Router and the state libraries every page starts with, as one
      // chunk: Rolldown's own grouping (no chunker of ours). Fewer requests on a first load.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand)[\\/]/,
              },
              // Lingui's runtime and the shell's hooks over it: every page's text goes through them.
              {
                name: 'i18n',
                test: /node_modules[\\/]@lingui[\\/]core|shell[\\/]src[\\/]i18n[\\/](translate|locale-pages|use-locale|part-messages)\./,
              },
            ],
          },
        },
      },
    },
    server: {
      ...(port === undefined ? {} : { port }),
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiServer])),
    },
  });
}
