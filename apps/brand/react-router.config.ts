import { prerenderedSite } from '@nyiur/build-tools';
import { BUILD_ORIGIN, PRIVATE_PATHS, inEveryLocale } from '@nyiur/domain';
import { PRERENDER_PATHS, SITEMAP_PATHS } from './app/brand-paths';

export default prerenderedSite({
  label: 'brand',
  paths: PRERENDER_PATHS,
  sitemap: {
    siteUrl: BUILD_ORIGIN,
    paths: SITEMAP_PATHS,
    disallow: ['/api/', ...inEveryLocale(PRIVATE_PATHS)],
  },
});
