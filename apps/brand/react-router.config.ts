import { prerenderedSite } from '@nyiur/build-tools';
import { siteConfig } from '@nyiur/content';
import { PRIVATE_PATHS } from '@nyiur/domain';
import { PRERENDER_PATHS, SITEMAP_PATHS } from './app/brand-paths';

export default prerenderedSite({
  label: 'brand',
  paths: PRERENDER_PATHS,
  sitemap: {
    siteUrl: siteConfig.siteUrl,
    paths: SITEMAP_PATHS,
    disallow: ['/api/', ...PRIVATE_PATHS],
  },
});
