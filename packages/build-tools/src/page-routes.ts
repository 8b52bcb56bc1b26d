import { route, type RouteConfigEntry } from '@react-router/dev/routes';

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
