import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentMedia } from './tools/content-media';

export default defineConfig({
  plugins: [contentMedia(), reactRouter()],
  build: {
    // The server serves the brand and the shop builds side by side; distinct folders never collide.
    assetsDir: 'brand-assets',
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
