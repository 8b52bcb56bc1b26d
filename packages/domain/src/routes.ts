/** The two front-end apps. A link across them is a plain anchor; within one, a router link. */
export type AppName = 'brand' | 'shop';

/** Which app owns each path. `:param` matches one path segment. */
export const APP_ROUTES: readonly { readonly pattern: string; readonly app: AppName }[] = [
  { pattern: '/', app: 'brand' },
  { pattern: '/leanessentials', app: 'brand' },
  { pattern: '/about/:story', app: 'brand' },
  { pattern: '/lifestyle-affiliate', app: 'brand' },
  { pattern: '/community-blog', app: 'brand' },
  { pattern: '/community-blog/:blog', app: 'brand' },
  { pattern: '/free-sample', app: 'brand' },
  { pattern: '/contact', app: 'brand' },
  { pattern: '/faq', app: 'brand' },
  { pattern: '/condition-of-sale', app: 'brand' },
  { pattern: '/privacy-policy', app: 'brand' },
  { pattern: '/return-policy', app: 'brand' },
  { pattern: '/connect', app: 'brand' },
  { pattern: '/page-not-found', app: 'brand' },
  { pattern: '/products', app: 'shop' },
  { pattern: '/mct/:name', app: 'shop' },
  { pattern: '/login', app: 'shop' },
  { pattern: '/register', app: 'shop' },
  { pattern: '/forgot-password', app: 'shop' },
  { pattern: '/password', app: 'shop' },
  { pattern: '/account', app: 'shop' },
  { pattern: '/order', app: 'shop' },
  { pattern: '/order/success', app: 'shop' },
  { pattern: '/checkout', app: 'shop' },
  { pattern: '/guest-checkout', app: 'shop' },
];

const segments = (path: string): string[] => path.split('/').filter(Boolean);

const matches = (pattern: string, path: string): boolean => {
  const want = segments(pattern);
  const have = segments(path);
  return (
    want.length === have.length &&
    want.every((part, index) => part.startsWith(':') || part === have[index])
  );
};

/** The route entry a path falls under (query and hash ignored), or null for an unknown path. */
export const routeForPath = (path: string): (typeof APP_ROUTES)[number] | null => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return APP_ROUTES.find((route) => matches(route.pattern, pathname)) ?? null;
};

/** The app that owns a path (query and hash ignored), or null for an unknown path. */
export const appForPath = (path: string): AppName | null => routeForPath(path)?.app ?? null;

/** Whether a route names one of many things (a product, an article, a story) by a segment. */
export const isParameterisedRoute = (pattern: string): boolean => pattern.includes('/:');
