import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index';
import { mediaFileOf, MEDIA_URL_PREFIX } from './media-ref';

const mediaDir = fileURLToPath(new URL('../media/', import.meta.url));

/** Every string anywhere in the exported data that points into /media/. */
function mediaUrlsIn(value: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    if (value.startsWith(MEDIA_URL_PREFIX)) found.add(value);
  } else if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) mediaUrlsIn(child, found, seen);
  }
  return found;
}

function svgFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? svgFiles(path) : name.endsWith('.svg') ? [path] : [];
  });
}

describe('media', () => {
  const urls = [...mediaUrlsIn(content)];

  it('finds the referenced media', () => {
    expect(urls.length).toBeGreaterThan(5);
  });

  it('has a file on disk for every media URL the exported data references', () => {
    const missing = urls.filter((url) => !existsSync(join(mediaDir, mediaFileOf(url) ?? '')));
    expect(missing).toEqual([]);
  });

  it('has no orphan SVG: every file under media/ is referenced by the exported data', () => {
    const referenced = new Set(urls.map((url) => mediaFileOf(url)));
    const orphans = svgFiles(mediaDir)
      .map((file) => file.slice(mediaDir.length).split('\\').join('/'))
      .filter((file) => !referenced.has(file));
    expect(orphans).toEqual([]);
  });

  it('keeps every SVG under 8 KB, with a viewBox and an intrinsic size', () => {
    for (const file of svgFiles(mediaDir)) {
      expect(statSync(file).size, file).toBeLessThan(8 * 1024);
      const head = readFileSync(file, 'utf8').slice(0, 300);
      expect(head, file).toMatch(/<svg[^>]* viewBox="0 0 \d+ \d+"[^>]* width="\d+" height="\d+"/);
    }
  });
});
