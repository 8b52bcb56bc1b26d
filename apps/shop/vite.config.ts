import { reactRouter } from '@react-router/dev/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { contentMedia } from '@nyiur/build-tools/vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    contentMedia(),
    reactRouter(),
    // What each browser chunk holds, gzip and brotli sizes included: open stats/client-bundle.html
    // after a build (bench/README.md, "First-load JavaScript").
    !isSsrBuild &&
      visualizer({
        filename: 'stats/client-bundle.html',
        template: 'treemap',
        gzipSize: true,
        brotliSize: true,
      }),
  ],
  build: {
    // One server serves the shop and brand builds side by side: their hashed files never collide.
    assetsDir: 'shop-assets',
    // One stylesheet for the whole app: a page waits for one CSS request, not one per component
    // (cached after the first page, and a few KB compressed).
    cssCodeSplit: false,
  },
  server: {
    port: 5174,
    proxy: { '/api': apiServer, '/sandbox': apiServer },
  },
}));
