import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentMedia } from './tools/content-media';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [contentMedia(), reactRouter()],
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
});
