import { blogArticles, brandStoryPath, productDisplays } from '@nyiur/content';
import { APP_ROUTES, inLocale, LOCALES, type AppName } from '@nyiur/domain';

/** A page to measure: a concrete path of one app. */
export interface BenchRoute {
  readonly app: AppName;
  /** The route pattern it stands for, e.g. `/mct/:name`. */
  readonly pattern: string;
  readonly path: string;
  /**
   * What follows the path when the page is opened (a query and fragment), for a page that needs
   * them to be itself, e.g. the guest checkout opened from a free-sample link.
   */
  readonly visit?: string;
  /** Whether the page is meant for search engines (public content, not forms behind sign-in). */
  readonly indexable: boolean;
}

/** Screens of the shop that search engines are not meant to list. */
const PRIVATE_PATTERNS = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/password',
  '/account',
  '/order',
  '/order/success',
  '/checkout',
  '/guest-checkout',
  '/page-not-found',
]);

const pathsOf = (pattern: string, allArticles: boolean): string[] => {
  switch (pattern) {
    case '/about/:story':
      return [brandStoryPath, '/about/why-mct'];
    case '/community-blog/:blog': {
      const articles = allArticles ? blogArticles : blogArticles.slice(0, 1);
      return articles.map((article) => `/community-blog/${article.path}`);
    }
    case '/mct/:name':
      return productDisplays.map((product) => `/mct/${product.path}`);
    default:
      return pattern.includes(':') ? [] : [pattern];
  }
};

/** Whether a path is named by a filter: exact paths, or prefixes ending in `*` (`/community-blog/*`). */
export function matchesRouteFilter(path: string, filter: readonly string[]): boolean {
  return filter.some((entry) =>
    entry.endsWith('*') ? path.startsWith(entry.slice(0, -1)) : path === entry,
  );
}

/**
 * Every route of both apps (the route table of `domain`), each parameter filled with real
 * content: both brand stories, the product pages, and the first blog article (or all of them),
 * in English. A non-empty `filter` keeps the routes it names (see matchesRouteFilter), and can
 * name Malay pages too (`/ms`, `/ms/mct/essentials`).
 */
export function benchRoutes(options: {
  allArticles: boolean;
  filter: readonly string[];
}): BenchRoute[] {
  const routes = APP_ROUTES.flatMap((route) =>
    pathsOf(route.pattern, options.allArticles).map((path) => ({
      app: route.app,
      pattern: route.pattern,
      path,
      indexable: !PRIVATE_PATTERNS.has(route.pattern),
    })),
  );
  if (options.filter.length === 0) return routes;
  const everyLocale = routes.flatMap((route) =>
    LOCALES.map((locale) => ({ ...route, path: inLocale(route.path, locale) })),
  );
  return everyLocale.filter((route) => matchesRouteFilter(route.path, options.filter));
}

/** The prerendered HTML file of a path inside an app's client build, e.g. `/faq` -> `faq/index.html`. */
export function prerenderedFileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
