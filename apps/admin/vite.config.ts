import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

// The back office is a plain single-page app under /admin: nothing to prerender, nothing indexed.
export default defineConfig({
  base: '/admin/',
  build: {
    outDir: 'build',
    assetsDir: 'admin-assets',
    rolldownOptions: {
      // React Router, TanStack Query and Radix mark their modules "use client" for server
      // components; a client-only bundle has nothing to do with it. Every other warning stays.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) {
          return;
        }
        warn(warning);
      },
    },
  },
  server: { port: 5175, proxy: { '/api': apiServer } },
});
