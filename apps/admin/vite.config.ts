import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

// The back office is a plain single-page app under /admin: nothing to prerender, nothing indexed.
export default defineConfig({
  base: '/admin/',
  build: { outDir: 'build', assetsDir: 'admin-assets' },
  server: { port: 5175, proxy: { '/api': apiServer } },
});
