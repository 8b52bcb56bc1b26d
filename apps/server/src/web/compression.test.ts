import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_ORIGIN } from '@nyiur/domain';
import { precompressDir } from '@nyiur/precompress';
import type { AppContext } from '../app-context';
import { COMPRESSION } from '../app';
import { useTestApp } from '../test/test-app';
import { HTML_CACHE, IMMUTABLE_CACHE, webRoutes } from './web-routes';

const PUBLIC_ORIGIN = 'https://kedai.nyiur.my';

/** A page long enough to be worth compressing, naming the site's built address. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${BUILD_ORIGIN}/"/></head><body>${`<p>${title}: coconut MCT sachets, formulated in Malaysia.</p>`.repeat(80)}</body></html>`;
const script = `export function add(a, b) { return a + b; }\n`.repeat(100);
const styles = `.card { display: grid; gap: 1rem; padding: 1rem; }\n`.repeat(100);

// A fake build of both apps, compressed as the apps' builds do.
const root = mkdtempSync(join(tmpdir(), 'web-compression-'));
const brand = join(root, 'brand');
const shop = join(root, 'shop');
const admin = join(root, 'admin');
const files: Record<string, string> = {
  [join(brand, 'index.html')]: page('Home'),
  [join(brand, '__spa-fallback.html')]: page('Brand'),
  [join(brand, 'page-not-found', 'index.html')]: page('Page not found'),
  [join(brand, 'brand-assets', 'entry-abc123.js')]: script,
  [join(brand, 'brand-assets', 'styles-abc123.css')]: styles,
  [join(brand, 'media', 'photo.webp')]: 'not really a picture',
  [join(brand, 'sitemap.xml')]:
    `<urlset>${`<url><loc>${BUILD_ORIGIN}/</loc></url>`.repeat(40)}</urlset>`,
  [join(shop, 'index.html')]: page('Shop'),
  [join(shop, 'products', 'index.html')]: page('Products'),
  [join(shop, 'shop-assets', 'entry-def456.js')]: script,
  [join(admin, 'index.html')]: page('Back office'),
  [join(admin, 'admin-assets', 'index-0a1b2c.js')]: script,
};

beforeAll(async () => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  await precompressDir(brand);
  await precompressDir(shop);
  await precompressDir(admin);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function webApp(publicBaseUrl: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('ctx', {
    config: { staticDirs: [brand, shop], publicBaseUrl },
  } as unknown as AppContext);
  await app.register(compress, COMPRESSION);
  await app.register(webRoutes);
  await app.ready();
  return app;
}

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
};

describe('built files, served where the shop is reached at its built address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await webApp(BUILD_ORIGIN);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it("sends the build's brotli or gzip copy of HTML, scripts and styles to a browser that takes it", async () => {
    for (const [url, file, type] of [
      ['/', join(brand, 'index.html'), 'text/html'],
      ['/products', join(shop, 'products', 'index.html'), 'text/html'],
      [
        '/brand-assets/entry-abc123.js',
        join(brand, 'brand-assets', 'entry-abc123.js'),
        'text/javascript',
      ],
      [
        '/brand-assets/styles-abc123.css',
        join(brand, 'brand-assets', 'styles-abc123.css'),
        'text/css',
      ],
    ] as const) {
      for (const [accept, encoding, suffix] of [
        ['gzip, deflate, br, zstd', 'br', '.br'],
        ['br', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
      ] as const) {
        const response = await get(url, { 'accept-encoding': accept });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${accept}`).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['content-type']).toContain(type);
        // The copy as it is on disk: compressed once, at build time, never again.
        expect(response.rawPayload.equals(readFileSync(file + suffix)), url).toBe(true);
        expect(Number(response.headers['content-length'])).toBe(statSync(file + suffix).size);
        expect(decoded(response)).toBe(files[file]);
      }
    }
  });

  it('sends the file itself to a browser that takes no compression', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of asked) {
      const response = await get('/brand-assets/entry-abc123.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('leaves media alone and caches hashed assets for a year', async () => {
    const media = await get('/media/photo.webp', { 'accept-encoding': 'br' });
    expect(media.headers['content-encoding']).toBeUndefined();
    expect(media.body).toBe('not really a picture');
    const asset = await get('/shop-assets/entry-def456.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('has the browser check HTML on every visit, answering 304 while its ETag matches', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': accept };
      const first = await get('/products', headers);
      expect(first.headers['cache-control']).toBe(HTML_CACHE);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['last-modified']).toBeDefined();
      const again = await get('/products', { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const changed = await get('/products', { ...headers, 'if-none-match': 'W/"old"' });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('answers HEAD with the headers of the copy it would send', async () => {
    const response = await app.inject({
      method: 'HEAD',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(
      statSync(join(brand, 'index.html.br')).size,
    );
    expect(response.body).toBe('');
  });

  it('sends the not-found page compressed with 404, whatever the request’s conditions', async () => {
    const conditions: Record<string, string>[] = [
      {},
      { 'if-none-match': '*' },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
      { range: 'bytes=0-9' },
    ];
    for (const headers of conditions) {
      const response = await get('/no-such-page', { 'accept-encoding': 'br', ...headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(HTML_CACHE);
      expect(decoded(response)).toBe(files[join(brand, 'page-not-found', 'index.html')]);
    }
  });
});

describe('built files, served where the shop is reached at another address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await webApp(PUBLIC_ORIGIN);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends pages, the sitemap and the not-found page compressed, naming the address', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/products', 200],
      ['/account', 200],
      ['/sitemap.xml', 200],
      ['/no-such-page', 404],
    ] as const) {
      for (const accept of ['br', 'gzip']) {
        const response = await get(url, { 'accept-encoding': accept });
        expect(response.statusCode, url).toBe(status);
        expect(response.headers['content-encoding'], url).toBe(accept);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        const body = decoded(response);
        expect(body, url).toContain(PUBLIC_ORIGIN);
        // Not the build's copies, which name the built address.
        expect(body, url).not.toContain(BUILD_ORIGIN);
      }
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain(PUBLIC_ORIGIN);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.body));
    }
  });

  it('answers 304 for a rewritten page while its ETag matches', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await get('/', headers);
    const etag = first.headers.etag as string;
    expect(etag).toBeDefined();
    expect(first.headers['cache-control']).toBe(HTML_CACHE);
    expect((await get('/', headers)).headers.etag).toBe(etag);
    const again = await get('/', { ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('rewrites a page again once it changes on disk', async () => {
    const file = join(shop, 'products', 'index.html');
    const before = decoded(await get('/products', { 'accept-encoding': 'br' }));
    writeFileSync(file, page('New products'));
    const later = new Date(statSync(file).mtimeMs + 5000);
    utimesSync(file, later, later);
    const after = decoded(await get('/products', { 'accept-encoding': 'br' }));
    expect(before).toContain('Products:');
    expect(after).toContain('New products:');
    expect(after).toContain(PUBLIC_ORIGIN);
  });
});

describe('compression of the API', () => {
  const t = useTestApp('pglite', { env: { STATIC_DIRS: `${brand},${shop}`, ADMIN_DIR: admin } });

  it('compresses a large JSON answer for a client that takes it, and not a small one', async () => {
    const docs = await t().app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(decoded(docs)) as { openapi?: string };
    expect(document.openapi).toBeDefined();
    expect(docs.rawPayload.length).toBeLessThan(Buffer.byteLength(decoded(docs)) / 3);

    const gzip = await t().app.inject({
      method: 'GET',
      url: '/api/docs/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(document);

    const small = await t().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends pages compressed once, with the security headers', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/products',
      headers: { host: 'shop.test', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers.vary).toMatch(/origin/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toContain('http://shop.test/');
    const asset = await t().app.inject({
      method: 'GET',
      url: '/shop-assets/entry-def456.js',
      headers: { host: 'shop.test', 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(decoded(asset)).toBe(script);
  });

  it('sends the back office compressed, its page checked on every visit, never indexed', async () => {
    const get = (url: string) =>
      t().app.inject({
        method: 'GET',
        url,
        headers: { host: 'shop.test', 'accept-encoding': 'br' },
      });
    const index = await get('/admin/orders');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe(HTML_CACHE);
    expect(index.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(index.headers.etag).toBeDefined();
    expect(decoded(index)).toBe(files[join(admin, 'index.html')]);
    const asset = await get('/admin/admin-assets/index-0a1b2c.js');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(decoded(asset)).toBe(script);
    expect((await get('/admin/admin-assets/missing.js')).statusCode).toBe(404);
  });
});
