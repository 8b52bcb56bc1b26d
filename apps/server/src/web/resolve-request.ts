import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import {
  inLocale,
  isParameterisedRoute,
  localeOfPath,
  routeForPath,
  withoutLocale,
} from '@nyiur/domain';
import type { AppName, Locale } from '@nyiur/domain';
import type { WebBuild } from './web-build';

/** What the server answers for a GET of a site path. */
export type WebAnswer =
  | { readonly kind: 'file'; readonly file: string; readonly immutable: boolean }
  | { readonly kind: 'page'; readonly file: string; readonly status: 200 | 404 }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'not-found' };

const isFile = (file: string): boolean => {
  try {
    return existsSync(file) && statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file for a URL path inside a folder, or null when it escapes the folder or is absent. */
export function fileInside(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(dir, decoded));
  if (file !== dir && !file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  return isFile(file) ? file : null;
}

/** The path without query or trailing slash; "/" stays "/". */
export const cleanPath = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
};

const NOT_FOUND_PATH = '/page-not-found';

/**
 * The not-found page in the language of the path asked for (`/ms/...` gets `/ms/page-not-found`),
 * the brand's prerendered page served with 404; the English one when a Malay one is not built.
 */
const notFoundPage = (builds: Partial<Record<AppName, WebBuild>>, locale: Locale): WebAnswer => {
  const brand = builds.brand;
  if (!brand) return { kind: 'not-found' };
  for (const path of new Set([inLocale(NOT_FOUND_PATH, locale), NOT_FOUND_PATH])) {
    const file = join(brand.dir, path, 'index.html');
    if (isFile(file)) return { kind: 'page', file, status: 404 };
  }
  return { kind: 'not-found' };
};

/**
 * Decides the answer for a GET: a built file (hashed assets are immutable), else the owning
 * app's prerendered page for the route, else that app's SPA fallback, else the not-found page
 * with HTTP 404. Every product, article and story is prerendered, so one of those routes
 * without its page (/mct/unknown-thing) is a redirect to /page-not-found (spec §1, §2), which
 * answers 404 for search engines; its page's data (`….data`, asked for by an in-app move) is
 * a plain 404, so the app shows its own not-found screen. A Malay path gets the Malay page. The browser then hydrates the
 * not-found page at its own address, never as the product or article route it was asked for.
 */
export function resolveRequest(builds: Partial<Record<AppName, WebBuild>>, url: string): WebAnswer {
  const path = cleanPath(url);
  if (path !== '/' && !path.endsWith('.html')) {
    for (const build of Object.values(builds)) {
      const file = fileInside(build.dir, path);
      if (file) return { kind: 'file', file, immutable: path.startsWith(`/${build.assetsDir}/`) };
    }
  }
  const locale = localeOfPath(path);
  const route = routeForPath(path);
  const build = route ? builds[route.app] : undefined;
  if (!route || !build || withoutLocale(path) === NOT_FOUND_PATH)
    return notFoundPage(builds, locale);
  const page = fileInside(build.dir, path === '/' ? '/index.html' : `${path}/index.html`);
  if (page) return { kind: 'page', file: page, status: 200 };
  if (isParameterisedRoute(route.pattern)) {
    return path.endsWith('.data')
      ? notFoundPage(builds, locale)
      : { kind: 'redirect', location: inLocale(NOT_FOUND_PATH, locale) };
  }
  if (build.fallback && isFile(build.fallback))
    return { kind: 'page', file: build.fallback, status: 200 };
  return notFoundPage(builds, locale);
}
