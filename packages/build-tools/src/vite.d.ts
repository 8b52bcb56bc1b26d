export { contentMedia, contentMediaDir } from './content-media.js';
export { linguiConfigPath, siteViteConfig } from './site-vite-config.js';
