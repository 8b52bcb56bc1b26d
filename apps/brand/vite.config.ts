import { defineConfig } from 'vite';
import { siteViteConfig } from '@nyiur/build-tools/vite';

export default defineConfig(siteViteConfig({ assetsDir: 'brand-assets', proxied: ['/api'] }));
