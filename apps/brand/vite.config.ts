import { reactRouter } from '@react-router/dev/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { contentMedia } from '@nyiur/build-tools/vite';

export default defineConfig(({ isSsrBuild }) => ({
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
    // The server serves the brand and the shop builds side by side; distinct folders never collide.
    assetsDir: 'brand-assets',
    // One stylesheet for the whole app: a page waits for one CSS request, not one per component
    // (cached after the first page, and a few KB compressed).
    cssCodeSplit: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
