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

function mediaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? mediaFiles(path) : [path];
  });
}

const svgFiles = (dir: string) => mediaFiles(dir).filter((file) => file.endsWith('.svg'));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
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

  it('has no orphan file: every file under media/ is referenced by the exported data', () => {
    const referenced = new Set(urls.map((url) => mediaFileOf(url)));
    const orphans = mediaFiles(mediaDir)
      .map((file) => file.slice(mediaDir.length).split('\\').join('/'))
      .filter((file) => !referenced.has(file));
    expect(orphans).toEqual([]);
  });

  it('gives every referenced PNG the size its record states, and keeps it under 100 KB', () => {
    const records: { src: string; width: number; height: number }[] = [];
    const visit = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      const v = value as Record<string, unknown>;
      if (typeof v.src === 'string' && v.src.endsWith('.png')) {
        records.push({ src: v.src, width: Number(v.width), height: Number(v.height) });
      }
      Object.values(v).forEach(visit);
    };
    visit(content);
    expect(records.length).toBeGreaterThan(12);
    for (const record of records) {
      const file = join(mediaDir, mediaFileOf(record.src) ?? '');
      expect(pngSize(file), record.src).toEqual({ width: record.width, height: record.height });
      expect(statSync(file).size, record.src).toBeLessThan(100 * 1024);
    }
  });

  it('keeps every SVG under 8 KB, with a viewBox and an intrinsic size', () => {
    for (const file of svgFiles(mediaDir)) {
      expect(statSync(file).size, file).toBeLessThan(8 * 1024);
      const head = readFileSync(file, 'utf8').slice(0, 300);
      expect(head, file).toMatch(/<svg[^>]* viewBox="0 0 \d+ \d+"[^>]* width="\d+" height="\d+"/);
    }
  });
});

const { copyrightLine } = content;

describe('copyrightLine', () => {
  it('runs from 2025 to the current year on one line', () => {
    expect(copyrightLine(2025)).toBe('© 2025 Nyiur. All rights reserved.');
    expect(copyrightLine(2026)).toBe('© 2025–2026 Nyiur. All rights reserved.');
    expect(copyrightLine(2026)).not.toMatch(/\n/);
  });
});

/** Every absolute web address in a string anywhere in the exported data. */
function addressesIn(value: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/https?:\/\/[^\s"'<>)]+/g)) found.add(match[0]);
  } else if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) addressesIn(child, found, seen);
  }
  return found;
}

describe('addresses', () => {
  it("name no address of the shop's own: the server's PUBLIC_BASE_URL is the only one", () => {
    const own = [...addressesIn(content)].filter((address) =>
      /nyiur|\.example\b|\.invalid\b|localhost/i.test(new URL(address).hostname),
    );
    expect(own).toEqual([]);
  });
});
