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
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_BANNER, publicOriginCopies } from './public-origin';

const BUILT = 'https://public-base-url.invalid';
const PUBLIC = 'https://kedai.nyiur.my';
let dir: string;

const write = (name: string, body: string) => {
  const file = join(dir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  return file;
};
const page = `<link rel="canonical" href="${BUILT}/faq"/>${'<p>Coconut MCT sachets.</p>'.repeat(50)}`;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'public-origin-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('public-origin copies', () => {
  it('copies a page once, naming the public address, with a brotli copy and the same time', async () => {
    const file = write('faq/index.html', page);
    const copies = publicOriginCopies(BUILT, PUBLIC);
    const copy = await copies.copyOf(file);
    expect(copy).not.toBe(file);
    expect(await copies.copyOf(file)).toBe(copy);
    const text = readFileSync(copy!, 'utf8');
    expect(text).toBe(page.replaceAll(BUILT, PUBLIC));
    expect(brotliDecompressSync(readFileSync(`${copy}.br`)).toString()).toBe(text);
    expect(Math.abs(statSync(copy!).mtimeMs - statSync(file).mtimeMs)).toBeLessThan(1);
    await copies.remove();
    expect(existsSync(copy!)).toBe(false);
  });

  it('deletes the copies only after those being written are done', async () => {
    const file = write('faq/index.html', page);
    const copies = publicOriginCopies(BUILT, PUBLIC);
    const writing = copies.copyOf(file)!;
    await copies.remove();
    const copy = await writing;
    expect(existsSync(copy)).toBe(false);
    expect(existsSync(dirname(copy))).toBe(false);
  });

  it('names the public address in share links, where the address is percent-encoded', async () => {
    const file = write(
      'community-blog/a/index.html',
      '<a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fpublic-base-url.invalid%2Fcommunity-blog%2Fa">Facebook</a>',
    );
    const copies = publicOriginCopies(BUILT, PUBLIC);
    expect(readFileSync((await copies.copyOf(file))!, 'utf8')).toBe(
      '<a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkedai.nyiur.my%2Fcommunity-blog%2Fa">Facebook</a>',
    );
    await copies.remove();
  });

  it('sends other files, and every file when the addresses are the same, as they are', () => {
    const file = write('faq/index.html', page);
    expect(publicOriginCopies(BUILT, PUBLIC).copyOf(write('app.js', page))).toBeNull();
    expect(publicOriginCopies(BUILT, BUILT).copyOf(file)).toBeNull();
  });

  it('puts the demo banner on every page of a demo shop, and nowhere else', async () => {
    const file = write('faq/index.html', `<html><body class="x">${page}</body></html>`);
    const demo = publicOriginCopies(BUILT, BUILT, { demoShop: true });
    const copy = (await demo.copyOf(file))!;
    expect(readFileSync(copy, 'utf8')).toContain(`<body class="x">${DEMO_SHOP_BANNER}<link`);
    expect(demo.copyOf(write('robots.txt', 'User-agent: *'))).toBeNull();
    expect(publicOriginCopies(BUILT, BUILT).copyOf(file)).toBeNull();
    await demo.remove();
  });

  it('makes a copy again when it has gone', async () => {
    const file = write('robots.txt', `Sitemap: ${BUILT}/sitemap.xml`);
    const copies = publicOriginCopies(BUILT, PUBLIC);
    const copy = (await copies.copyOf(file))!;
    rmSync(copy);
    expect(await copies.copyOf(file)).toBe(copy);
    expect(readFileSync(copy, 'utf8')).toBe(`Sitemap: ${PUBLIC}/sitemap.xml`);
    await copies.remove();
  });

  it('prepares the copies of a whole build ahead of the first visitors', async () => {
    const files = [
      write('index.html', page),
      write('sitemap.xml', page),
      write('a/b/index.html', page),
    ];
    write('assets/app.js', page);
    const copies = publicOriginCopies(BUILT, PUBLIC);
    await copies.prepare([dir]);
    const made = await Promise.all(files.map((file) => copies.copyOf(file)));
    expect(new Set(made).size).toBe(3);
    for (const copy of made) expect(readFileSync(copy!, 'utf8')).toContain(PUBLIC);
    await copies.remove();
    await expect(copies.copyOf(write('late.html', page))).rejects.toThrow();
  });
});
