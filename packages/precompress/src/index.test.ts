import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressDir, precompressFile, summarise } from './index';

let dir: string;

const write = (name: string, body: string | Buffer) => {
  const file = join(dir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  return file;
};

const page = `<!doctype html><html><body>${'<p>Coconut MCT, formulated in Malaysia.</p>'.repeat(200)}</body></html>`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('compresses text files only', () => {
    for (const name of ['a.html', 'b.JS', 'c.mjs', 'd.css', 'e.svg', 'f.json', 'g.xml', 'h.txt']) {
      expect(isCompressible(name), name).toBe(true);
    }
    for (const name of ['a.png', 'b.woff2', 'c.js.map', 'd.js.br', 'e.js.gz', 'f.mp4']) {
      expect(isCompressible(name), name).toBe(false);
    }
  });

  it('writes brotli and gzip copies that decompress to the file, with its time', async () => {
    const file = write('products/index.html', page);
    const result = await precompressFile(file);
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(page);
    expect(gunzipSync(gz).toString()).toBe(page);
    expect(result).toEqual({ file, size: page.length, br: br.length, gz: gz.length });
    expect(br.length).toBeLessThan(gz.length);
    for (const copy of [`${file}.br`, `${file}.gz`]) {
      expect(Math.abs(statSync(copy).mtimeMs - statSync(file).mtimeMs)).toBeLessThan(1);
    }
  });

  it('keeps no copy that is not smaller, and removes one left by an earlier build', async () => {
    const file = write('robots.txt', page);
    await precompressFile(file);
    expect(existsSync(`${file}.br`)).toBe(true);
    writeFileSync(file, 'x');
    expect(await precompressFile(file)).toEqual({ file, size: 1, br: null, gz: null });
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });

  it('goes through a whole build folder, leaving media, maps and old copies alone', async () => {
    write('index.html', page);
    write('shop-assets/entry-abc123.js', page);
    write('shop-assets/entry-abc123.js.map', page);
    write('media/photo.png', page);
    const results = await precompressDir(dir);
    expect(results.map((result) => result.file)).toEqual([
      join(dir, 'index.html'),
      join(dir, 'shop-assets/entry-abc123.js'),
    ]);
    expect(existsSync(join(dir, 'shop-assets/entry-abc123.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'shop-assets/entry-abc123.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'media/photo.png.br'))).toBe(false);
    // A second run compresses the files again, never their copies.
    expect(await precompressDir(dir)).toHaveLength(2);
    expect(summarise(results)).toMatch(/^2 files, \d+ kB: \d+ kB brotli, \d+ kB gzip$/);
  });
});
