import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentMedia } from './tools/content-media';

export default defineConfig({
  plugins: [contentMedia(), reactRouter()],
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
});
