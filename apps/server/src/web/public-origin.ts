import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { readdir, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { precompressFile } from '@nyiur/precompress';

/** Built files that name the site's own address: canonical and share links, sitemap, robots. */
const NAMING_THE_SITE = new Set(['.html', '.xml', '.txt']);

export interface PublicOriginCopies {
  /**
   * The copy to send in place of a built file, or null when the file is sent as it is. Made on
   * the first call after the file changes on disk; later calls get the same copy.
   */
  copyOf(file: string): Promise<string> | null;
  /** Makes the copies of every file in these folders ahead of the first visitors. */
  prepare(dirs: readonly string[]): Promise<void>;
  /** Deletes the copies once those being written are done; no more are made. */
  remove(): Promise<void>;
}

interface Copy {
  readonly mtimeMs: number;
  readonly made: Promise<string>;
  path?: string;
}

/**
 * The apps are built once on `BUILD_ORIGIN` in canonical links, Open Graph URLs, share links,
 * JSON-LD, the sitemap and robots.txt; the server answers with the address it is actually
 * reached at (PUBLIC_BASE_URL). Each such file is rewritten into a private temporary folder, once
 * per change on disk, with its own brotli and gzip copies (those the build wrote beside the
 * original name the built address), and sent from there like any built file. A copy keeps the
 * original's modification time, so its ETag and Last-Modified stay while the original does.
 */
/**
 * The line every page of a demo shop (the sandbox gateway allowed in production) carries, pinned
 * to the bottom of the window so nobody takes it for the real shop; clicks pass through it.
 * Inline style: the page's own stylesheets know nothing of it, and the CSP allows style
 * attributes.
 */
export const DEMO_SHOP_BANNER =
  '<p role="note" data-demo-shop style="position:fixed;left:0;right:0;bottom:0;z-index:2147483000;margin:0;padding:6px 12px;background:#5c2d00;color:#fff;text-align:center;font:600 13px/1.4 system-ui,sans-serif;pointer-events:none">Demo shop: payments are simulated. Nothing is charged and nothing is shipped.</p>';

/** Puts the demo banner first in the page's body. */
const withBanner = (html: string): string =>
  html.replace(/<body[^>]*>/i, (body) => `${body}${DEMO_SHOP_BANNER}`);

/**
 * The text with the built origin replaced by the public one, as written and as it stands
 * percent-encoded inside another address (the share links' `?u=https%3A%2F%2F…`).
 */
export const withPublicOrigin = (text: string, builtOrigin: string, publicOrigin: string): string =>
  text
    .replaceAll(builtOrigin, publicOrigin)
    .replaceAll(encodeURIComponent(builtOrigin), encodeURIComponent(publicOrigin));

export function publicOriginCopies(
  builtOrigin: string,
  publicOrigin: string,
  options: { readonly demoShop?: boolean } = {},
): PublicOriginCopies {
  const demoShop = options.demoShop ?? false;
  let dir: string | null = null;
  let removed = false;
  const copies = new Map<string, Copy>();

  const write = async (file: string, mtime: Date): Promise<string> => {
    if (removed) throw new Error('the public-origin copies are removed');
    dir ??= mkdtempSync(join(tmpdir(), 'nyiur-public-origin-'));
    // One name per original and version: a copy being sent is never overwritten.
    const id = createHash('sha256').update(`${file}\0${mtime.getTime()}`).digest('hex');
    const copy = join(dir, `${id.slice(0, 24)}-${basename(file)}`);
    const text = withPublicOrigin(await readFile(file, 'utf8'), builtOrigin, publicOrigin);
    const body = demoShop && extname(file).toLowerCase() === '.html' ? withBanner(text) : text;
    const draft = `${copy}.tmp`;
    await writeFile(draft, body);
    await utimes(draft, new Date(), mtime);
    await precompressFile(draft);
    // The compressed copies first, then the copy itself: once it is there, they are too.
    for (const suffix of ['.br', '.gz']) {
      if (existsSync(draft + suffix)) await rename(draft + suffix, copy + suffix);
    }
    await rename(draft, copy);
    return copy;
  };

  const copyOf = (file: string): Promise<string> | null => {
    const extension = extname(file).toLowerCase();
    const rewritten = builtOrigin !== publicOrigin && NAMING_THE_SITE.has(extension);
    if (!rewritten && !(demoShop && extension === '.html')) return null;
    const stats = statSync(file);
    const known = copies.get(file);
    // A copy deleted behind the server's back (by a cleaner of temporary files) is made again.
    if (known?.mtimeMs === stats.mtimeMs && (!known.path || existsSync(known.path))) {
      return known.made;
    }
    const copy: Copy = { mtimeMs: stats.mtimeMs, made: write(file, stats.mtime) };
    copies.set(file, copy);
    copy.made.then(
      (path) => {
        copy.path = path;
      },
      // A failed copy is tried again on the next call.
      () => {
        if (copies.get(file) === copy) copies.delete(file);
      },
    );
    return copy.made;
  };

  return {
    copyOf,
    async prepare(dirs) {
      for (const root of dirs) {
        for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
          if (removed) return;
          if (entry.isFile()) await copyOf(join(entry.parentPath, entry.name));
        }
      }
    },
    async remove() {
      removed = true;
      // A copy still being written would put its files back into a folder being deleted.
      await Promise.allSettled([...copies.values()].map((copy) => copy.made));
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
