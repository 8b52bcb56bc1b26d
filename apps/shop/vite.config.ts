import { defineConfig } from 'vite';
import { siteViteConfig } from '@nyiur/build-tools/vite';

export default defineConfig(
  siteViteConfig({ assetsDir: 'shop-assets', port: 5174, proxied: ['/api', '/sandbox'] }),
);
