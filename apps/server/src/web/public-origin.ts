import { readFileSync } from 'node:fs';
import { extname } from 'node:path';

/** Built files that name the site's own address: canonical and share links, sitemap, robots. */
const NAMING_THE_SITE = new Set(['.html', '.xml', '.txt']);

/**
 * The apps are built once with the brand's configured address in canonical links, Open Graph
 * URLs, JSON-LD, the sitemap and robots.txt; the server answers with the address it is actually
 * reached at (PUBLIC_BASE_URL). Answers the rewritten body, or null when the file is sent as is.
 * Each file is rewritten once per change on disk.
 */
export function publicOriginRewriter(
  builtOrigin: string,
  publicOrigin: string,
): (file: string, mtimeMs: number) => Buffer | null {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return (file, mtimeMs) => {
    if (builtOrigin === publicOrigin || !NAMING_THE_SITE.has(extname(file).toLowerCase())) {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.body;
    const body = Buffer.from(readFileSync(file, 'utf8').replaceAll(builtOrigin, publicOrigin));
    cache.set(file, { mtimeMs, body });
    return body;
  };
}
