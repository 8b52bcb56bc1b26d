import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressDir, summarise } from '@nyiur/precompress';
import { contentMediaDir } from './content-media.js';
import { externaliseInlineScripts, guardMembersOnly } from './inline-scripts';
import { robotsTxt, sitemapXml } from './sitemap';

/** What a site publishes for search engines: its public paths, and the paths they skip. */
export interface SitemapOptions {
  readonly siteUrl: string;
  readonly paths: readonly string[];
  readonly disallow: readonly string[];
}

export interface FinishBuildOptions {
  /** The prerendered files, e.g. `build/client`. */
  readonly clientDir: string;
  /** Vite's `build.assetsDir`, where the moved scripts go beside the bundles. */
  readonly assetsDir: string;
  /** The app's name in the build log. */
  readonly label: string;
  /** Writes sitemap.xml and robots.txt when given. */
  readonly sitemap?: SitemapOptions;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// React's mark of a Suspense boundary written apart from its place and moved in by a script.
const STREAMED_PART = '<div hidden id="S:';

/**
 * After React Router has prerendered the pages: move their inline scripts into files (strict
 * CSP), put the members-only guard into the head of the members' pages, copy the content
 * media, write sitemap.xml and robots.txt when asked, and last, once every file is final, write
 * the brotli and gzip copies the server sends.
 */
export async function finishBuild({ clientDir, assetsDir, label, sitemap }: FinishBuildOptions) {
  const publicDir = `/${assetsDir}/`;
  let moved = 0;
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8');
    // A part swapped in after the first paint moves the page under the reader (decision 0024).
    if (html.includes(STREAMED_PART)) {
      throw new Error(
        `${label}: ${path.relative(clientDir, file)} has a part that arrives after the page (a Suspense boundary written apart); prerender pages whole`,
      );
    }
    const page = externaliseInlineScripts(html, publicDir);
    for (const script of page.scripts) {
      await writeFile(path.join(clientDir, assetsDir, script.fileName), script.code);
    }
    await writeFile(file, guardMembersOnly(page.html));
    moved += page.scripts.length;
  }
  await cp(contentMediaDir, path.join(clientDir, 'media'), { recursive: true });
  if (sitemap) {
    await writeFile(
      path.join(clientDir, 'sitemap.xml'),
      sitemapXml(sitemap.siteUrl, sitemap.paths),
    );
    await writeFile(
      path.join(clientDir, 'robots.txt'),
      robotsTxt(sitemap.siteUrl, sitemap.disallow),
    );
  }
  const extras = sitemap ? ', sitemap.xml and robots.txt written' : '';
  console.info(`${label}: ${moved} inline scripts moved to ${publicDir}, media copied${extras}`);
  console.info(`${label}: precompressed ${summarise(await precompressDir(clientDir))}`);
}
