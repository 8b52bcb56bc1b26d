import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressDir, summarise } from '@nyiur/precompress';
import { contentMediaDir } from './content-media';
import { moveInlineScripts } from './move-inline-scripts';

async function listHtml(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After prerendering: move inline scripts into files (strict CSP), copy the content media, and
 * last, once every file is final, write the brotli and gzip copies the server sends.
 */
export async function finishBuild({
  clientDir,
  assetsDir,
}: {
  clientDir: string;
  assetsDir: string;
}) {
  let moved = 0;
  for (const file of await listHtml(clientDir)) {
    const page = moveInlineScripts(await readFile(file, 'utf8'), `/${assetsDir}/`);
    for (const script of page.scripts) {
      await writeFile(path.join(clientDir, assetsDir, script.fileName), script.code);
    }
    await writeFile(file, page.html);
    moved += page.scripts.length;
  }
  await cp(contentMediaDir, path.join(clientDir, 'media'), { recursive: true });
  console.info(`shop: moved ${moved} inline scripts to /${assetsDir}/ and copied the media`);
  console.info(`shop: precompressed ${summarise(await precompressDir(clientDir))}`);
}
