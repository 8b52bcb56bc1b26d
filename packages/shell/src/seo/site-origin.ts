import { BUILD_ORIGIN } from '@nyiur/domain';

/**
 * The address absolute links are built on (canonical, Open Graph, JSON-LD, share links). The
 * prerender writes `BUILD_ORIGIN`, which the server replaces with its PUBLIC_BASE_URL as it sends
 * each page; in the browser the page's own origin is that address (the server moves every
 * other host to it), so the links the scripts render after hydration match what was sent.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? BUILD_ORIGIN : window.location.origin;
}

/** `path` as an absolute URL on the site's address. */
export const absoluteUrl = (path: string): string => new URL(path, siteOrigin()).toString();
