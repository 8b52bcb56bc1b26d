export { contentMedia, contentMediaDir } from './content-media.js';
export { siteViteConfig } from './site-vite-config.js';
