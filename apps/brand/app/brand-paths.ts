import { blogArticles, productDisplays, productPagePath, STORY_PATHS } from '@nyiur/content';
import { appPaths, inEveryLocale, PATHS, type AppRoute } from '@nyiur/domain';
import { articlePath } from './article-path';

export { articlePath };

/** Every blog article's path. */
export const ARTICLE_PATHS: readonly string[] = blogArticles.map((article) =>
  articlePath(article.path),
);

/** The concrete paths of the brand's parameterised routes: the two stories and the articles. */
const brandPathsOf = (pattern: string): readonly string[] => {
  if (pattern === PATHS.story) return STORY_PATHS;
  if (pattern === PATHS.blogArticle) return ARTICLE_PATHS;
  return [];
};

const isPage = (route: AppRoute): boolean => route.pattern !== PATHS.notFound;

/** Every brand page of the route table, articles aside, in sitemap order. */
export const BRAND_STATIC_PATHS: readonly string[] = appPaths(
  'brand',
  (pattern) => (pattern === PATHS.story ? STORY_PATHS : []),
  isPage,
);

/**
 * Everything prerendered to HTML, in English and under /ms in Malay: every brand route, each
 * article and the not-found screen.
 */
export const PRERENDER_PATHS: readonly string[] = inEveryLocale(appPaths('brand', brandPathsOf));

/** The shop's public pages: the catalogue and each product. */
export const SHOP_INDEXABLE_PATHS: readonly string[] = appPaths(
  'shop',
  (pattern) => (pattern === PATHS.product ? productDisplays.map(productPagePath) : []),
  (route) => route.pattern === PATHS.products || route.pattern === PATHS.product,
);

/** What the sitemap lists, each page in both languages: public, indexable pages of both apps. */
export const SITEMAP_PATHS: readonly string[] = [
  ...BRAND_STATIC_PATHS,
  ...ARTICLE_PATHS,
  ...SHOP_INDEXABLE_PATHS,
];
