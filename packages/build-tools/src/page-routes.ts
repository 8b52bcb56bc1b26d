import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** A route table path as the router writes it, without the leading slash. */
export const routePath = (path: string): string => path.slice(1);

/** The route module of a page: `forgotPassword` is drawn by routes/forgot-password.tsx. */
const moduleOf = (name: string): string =>
  `routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

/**
 * One route for each named page of the site's route table (the domain's `PATHS`), each drawn by
 * the route module named after it.
 */
export const pageRoutes = <Name extends string>(
  paths: Readonly<Record<Name, string>>,
  ...names: Name[]
): RouteConfigEntry[] => names.map((name) => route(routePath(paths[name]), moduleOf(name)));

// React Router names a route after its module unless told; the Malay copy of a route needs its own.
const withIdPrefix = (entries: readonly RouteConfigEntry[], prefix: string): RouteConfigEntry[] =>
  entries.map((entry) => ({
    ...entry,
    id: `${prefix}${entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')}`,
    ...(entry.children ? { children: withIdPrefix(entry.children, prefix) } : {}),
  }));

/**
 * A site's routes in both languages: English at their own paths under `routes/locale-en.tsx`,
 * the same modules under `/ms` inside `routes/locale-ms.tsx`. Each of the two layouts carries its
 * language's messages, so a page loads only its own language's.
 */
export const localisedRoutes = (routes: RouteConfigEntry[]): RouteConfigEntry[] => [
  layout('routes/locale-en.tsx', routes),
  route('ms', 'routes/locale-ms.tsx', { id: 'ms' }, withIdPrefix(routes, 'ms/')),
];
