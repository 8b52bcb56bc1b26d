import { APP_ROUTES, appForPath } from '@nyiur/domain';
import { blogArticles, siteConfig } from '@nyiur/content';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PATHS,
  BRAND_STATIC_PATHS,
  PRERENDER_PATHS,
  SHOP_INDEXABLE_PATHS,
  SITEMAP_PATHS,
} from './brand-paths';

describe('brand paths', () => {
  it('prerenders every fixed brand route of the shared route table, and the not-found page', () => {
    const fixed = APP_ROUTES.filter(
      (route) => route.app === 'brand' && !route.pattern.includes(':'),
    ).map((route) => route.pattern);
    for (const path of fixed) expect(PRERENDER_PATHS).toContain(path);
    expect(PRERENDER_PATHS).toContain(`/about/why-${siteConfig.brandSlug}`);
  });

  it('prerenders each page in Malay under /ms too', () => {
    expect(PRERENDER_PATHS).toContain('/ms');
    expect(PRERENDER_PATHS).toContain('/ms/faq');
    expect(PRERENDER_PATHS).toContain('/ms/community-blog/mind-your-business');
    expect(PRERENDER_PATHS.filter((path) => path.startsWith('/ms'))).toHaveLength(
      PRERENDER_PATHS.length / 2,
    );
  });

  it('prerenders every blog article at its slug', () => {
    expect(ARTICLE_PATHS).toHaveLength(blogArticles.length);
    for (const article of blogArticles)
      expect(PRERENDER_PATHS).toContain(`/community-blog/${article.path}`);
    expect(PRERENDER_PATHS).toContain('/community-blog/mind-your-business');
  });

  it('only lists paths the brand app owns', () => {
    for (const path of PRERENDER_PATHS) expect(appForPath(path), path).toBe('brand');
  });

  it('lists the public pages of both apps in the sitemap, never the not-found page', () => {
    expect(SITEMAP_PATHS).not.toContain('/page-not-found');
    expect(SHOP_INDEXABLE_PATHS).toEqual(['/products', '/mct/essentials', '/mct/leanessentials']);
    for (const path of SHOP_INDEXABLE_PATHS) expect(appForPath(path), path).toBe('shop');
    expect(SITEMAP_PATHS).toEqual([
      ...BRAND_STATIC_PATHS,
      ...ARTICLE_PATHS,
      ...SHOP_INDEXABLE_PATHS,
    ]);
  });
});
