export { contentMediaDir } from './content-media.js';
export { finishBuild, type FinishBuildOptions, type SitemapOptions } from './finish-build';
export {
  externaliseInlineScripts,
  type ExternalisedPage,
  type ExternalScript,
} from './inline-scripts';
export { prerenderedSite, type PrerenderedSiteOptions } from './prerendered-site';
export { robotsTxt, sitemapXml } from './sitemap';
