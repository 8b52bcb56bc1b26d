import { blogArticles, productDisplays, productPagePath, siteConfig } from '@nyiur/content';

/** Every route of the brand app with a fixed path, in sitemap order. */
export const BRAND_STATIC_PATHS = [
  '/',
  '/leanessentials',
  `/about/why-${siteConfig.brandSlug}`,
  '/about/why-mct',
  '/lifestyle-affiliate',
  '/community-blog',
  '/free-sample',
  '/contact',
  '/faq',
  '/condition-of-sale',
  '/privacy-policy',
  '/return-policy',
  '/connect',
] as const;

/** The path of a blog article. */
export const articlePath = (slug: string): string => `/community-blog/${slug}`;

/** Every blog article's path. */
export const ARTICLE_PATHS: readonly string[] = blogArticles.map((article) =>
  articlePath(article.path),
);

/** Everything prerendered to HTML: the static routes, every article and the not-found screen. */
export const PRERENDER_PATHS: readonly string[] = [
  ...BRAND_STATIC_PATHS,
  ...ARTICLE_PATHS,
  '/page-not-found',
];

/** The shop's public pages: the catalogue and each product. */
export const SHOP_INDEXABLE_PATHS: readonly string[] = [
  '/products',
  ...productDisplays.map(productPagePath),
];

/** What the sitemap lists: public, indexable pages of both apps. */
export const SITEMAP_PATHS: readonly string[] = [
  ...BRAND_STATIC_PATHS,
  ...ARTICLE_PATHS,
  ...SHOP_INDEXABLE_PATHS,
];
