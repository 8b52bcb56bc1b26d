// What the sites' vite.config.ts files import. Types: vite.d.ts.
export { contentMedia, contentMediaDir } from './content-media.js';
export { linguiConfigPath, siteViteConfig } from './site-vite-config.js';
