import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfig } from '@nyiur/content';
import { precompressDir, summarise } from '@nyiur/precompress';
import { SITEMAP_PATHS } from '../app/brand-paths';
import { contentMediaDir } from './content-media';
import { externaliseInlineScripts } from './externalise-inline-scripts';
import { robotsTxt, sitemapXml } from './sitemap';

/** Shop screens that are private to a shopper or transient; search engines skip them. */
const PRIVATE_PATHS = ['/api/', '/account', '/checkout', '/guest-checkout', '/order', '/password'];

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After React Router has prerendered the pages: move their inline scripts into files (strict
 * CSP), copy the content media, write sitemap.xml and robots.txt, and last, once every file is
 * final, write the brotli and gzip copies the server sends.
 */
export async function finishBuild({
  clientDir,
  assetsDir,
}: {
  clientDir: string;
  assetsDir: string;
}) {
  const publicDir = `/${assetsDir}/`;
  let moved = 0;
  for (const file of await htmlFiles(clientDir)) {
    const page = externaliseInlineScripts(await readFile(file, 'utf8'), publicDir);
    for (const script of page.scripts) {
      await writeFile(path.join(clientDir, assetsDir, script.fileName), script.code);
    }
    await writeFile(file, page.html);
    moved += page.scripts.length;
  }
  await cp(contentMediaDir, path.join(clientDir, 'media'), { recursive: true });
  await writeFile(
    path.join(clientDir, 'sitemap.xml'),
    sitemapXml(siteConfig.siteUrl, SITEMAP_PATHS),
  );
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(siteConfig.siteUrl, PRIVATE_PATHS));
  console.info(
    `brand: ${moved} inline scripts moved to ${publicDir}, media copied, sitemap.xml and robots.txt written`,
  );
  console.info(`brand: precompressed ${summarise(await precompressDir(clientDir))}`);
}
