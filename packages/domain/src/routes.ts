import { withoutLocale } from './locales';

/** The two front-end apps. A link across them is a plain anchor; within one, a router link. */
export type AppName = 'brand' | 'shop';

/** One route of the site: its path pattern (`:param` matches one segment) and the app that owns it. */
export interface AppRoute {
  readonly pattern: string;
  readonly app: AppName;
  /** A shopper's own or passing screen (account, checkout, order result): search engines skip it. */
  readonly private?: true;
}

/**
 * Every route of the site by name, in sitemap order. Links, redirects, prerender lists, the
 * sitemap and the server all read this table; adding a route means one line here.
 */
export const ROUTES = {
  home: { pattern: '/', app: 'brand' },
  leanessentials: { pattern: '/leanessentials', app: 'brand' },
  story: { pattern: '/about/:story', app: 'brand' },
  lifestyleAffiliate: { pattern: '/lifestyle-affiliate', app: 'brand' },
  communityBlog: { pattern: '/community-blog', app: 'brand' },
  blogArticle: { pattern: '/community-blog/:blog', app: 'brand' },
  freeSample: { pattern: '/free-sample', app: 'brand' },
  contact: { pattern: '/contact', app: 'brand' },
  faq: { pattern: '/faq', app: 'brand' },
  conditionOfSale: { pattern: '/condition-of-sale', app: 'brand' },
  privacyPolicy: { pattern: '/privacy-policy', app: 'brand' },
  returnPolicy: { pattern: '/return-policy', app: 'brand' },
  connect: { pattern: '/connect', app: 'brand' },
  notFound: { pattern: '/page-not-found', app: 'brand' },
  products: { pattern: '/products', app: 'shop' },
  product: { pattern: '/mct/:name', app: 'shop' },
  login: { pattern: '/login', app: 'shop' },
  register: { pattern: '/register', app: 'shop' },
  forgotPassword: { pattern: '/forgot-password', app: 'shop' },
  password: { pattern: '/password', app: 'shop', private: true },
  account: { pattern: '/account', app: 'shop', private: true },
  orderFailed: { pattern: '/order', app: 'shop', private: true },
  orderSuccess: { pattern: '/order/success', app: 'shop', private: true },
  checkout: { pattern: '/checkout', app: 'shop', private: true },
  guestCheckout: { pattern: '/guest-checkout', app: 'shop', private: true },
} as const satisfies Record<string, AppRoute>;

export type RouteName = keyof typeof ROUTES;

/** Each route's path pattern by name, e.g. `PATHS.login` is `/login`, `PATHS.product` `/mct/:name`. */
export const PATHS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, route.pattern]),
) as { readonly [Name in RouteName]: (typeof ROUTES)[Name]['pattern'] };

/** The route table as a list, in sitemap order. */
export const APP_ROUTES: readonly AppRoute[] = Object.values(ROUTES);

/** The names of a pattern's `:param` segments, e.g. `'story'` for `/about/:story`. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

/** A concrete path from a pattern and a value for each parameter: `pathTo(PATHS.product, { name: 'essentials' })`. */
export const pathTo = <Pattern extends string>(
  pattern: Pattern,
  params: { readonly [Param in ParamsOf<Pattern>]: string },
): string =>
  pattern.replace(/:([^/]+)/g, (_whole, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );

const segments = (path: string): string[] => path.split('/').filter(Boolean);

const matches = (pattern: string, path: string): boolean => {
  const want = segments(pattern);
  const have = segments(path);
  return (
    want.length === have.length &&
    want.every((part, index) => part.startsWith(':') || part === have[index])
  );
};

/**
 * The route entry a path falls under (query and hash ignored; `/ms/...` is the same route in
 * Malay), or null for an unknown path.
 */
export const routeForPath = (path: string): AppRoute | null => {
  const pathname = withoutLocale(path.split(/[?#]/)[0] ?? '');
  return APP_ROUTES.find((route) => matches(route.pattern, pathname)) ?? null;
};

/** The app that owns a path (query and hash ignored), or null for an unknown path. */
export const appForPath = (path: string): AppName | null => routeForPath(path)?.app ?? null;

/** Whether a route names one of many things (a product, an article, a story) by a segment. */
export const isParameterisedRoute = (pattern: string): boolean => pattern.includes('/:');

/**
 * Every concrete path of an app's routes, in table order: each fixed route as it stands, and each
 * parameterised route as the paths `expand` gives for it (none when it gives none). `only` narrows
 * the routes first, e.g. to the public ones.
 */
export const appPaths = (
  app: AppName,
  expand: (pattern: string) => readonly string[],
  only: (route: AppRoute) => boolean = () => true,
): string[] =>
  APP_ROUTES.filter((route) => route.app === app && only(route)).flatMap((route) =>
    isParameterisedRoute(route.pattern) ? expand(route.pattern) : [route.pattern],
  );

/** The path prefixes search engines are asked to skip: the private routes. */
export const PRIVATE_PATHS: readonly string[] = APP_ROUTES.filter((route) => route.private).map(
  (route) => route.pattern,
);
