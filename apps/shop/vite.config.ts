import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { contentMedia } from './tools/content-media';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [contentMedia(), reactRouter()],
  build: {
    // One server serves the shop and brand builds side by side: their hashed files never collide.
    assetsDir: 'shop-assets',
  },
  server: {
    port: 5174,
    proxy: { '/api': apiServer, '/sandbox': apiServer },
  },
});
