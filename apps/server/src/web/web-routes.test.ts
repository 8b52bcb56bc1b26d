import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context';
import { resolveRequest } from './resolve-request';
import { findWebBuilds } from './web-build';
import { HTML_CACHE, IMMUTABLE_CACHE, webRoutes } from './web-routes';

let root: string;
let app: FastifyInstance;

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-builds-'));
  const brand = join(root, 'brand');
  const shop = join(root, 'shop');
  write(join(brand, 'index.html'), 'brand home');
  write(join(brand, '__spa-fallback.html'), 'brand fallback');
  write(join(brand, 'page-not-found', 'index.html'), 'not found page');
  write(
    join(brand, 'ms', 'page-not-found', 'index.html'),
    '<html lang="ms"><h1>Halaman tidak dijumpai</h1></html>',
  );
  write(join(brand, 'contact', 'index.html'), 'contact page');
  write(
    join(brand, 'faq', 'index.html'),
    `<link rel="canonical" href="https://public-base-url.invalid/faq"/><p>hello@nyiur.example</p>`,
  );
  write(
    join(brand, 'sitemap.xml'),
    `<loc>https://public-base-url.invalid/</loc><loc>https://public-base-url.invalid/products</loc>`,
  );
  write(join(brand, 'brand-assets', 'entry-abc123.js'), 'console.log(1)');
  write(join(brand, 'media', 'brand', 'logo.svg'), '<svg/>');
  write(join(shop, 'index.html'), 'shop fallback');
  write(join(shop, 'products', 'index.html'), 'products page');
  write(join(shop, 'mct', 'essentials', 'index.html'), 'essentials page');
  write(join(shop, 'shop-assets', 'entry-def456.js'), 'console.log(2)');
  write(join(root, 'secret.txt'), 'do not serve');

  app = Fastify();
  app.decorate('ctx', {
    config: { staticDirs: [brand, shop], publicBaseUrl: 'https://kedai.nyiur.my' },
  } as unknown as AppContext);
  app.get('/api/ping', async () => ({ code: 200, message: 'pong' }));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: 404, message: 'Not Found' }),
  );
  await app.register(webRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('web routes', () => {
  it('tells the two builds apart by their asset folders', () => {
    const builds = findWebBuilds([join(root, 'brand'), join(root, 'shop'), join(root, 'missing')]);
    expect(builds.brand?.fallback).toBe(join(root, 'brand', '__spa-fallback.html'));
    expect(builds.shop?.fallback).toBe(join(root, 'shop', 'index.html'));
  });

  it('serves prerendered pages of both apps as no-cache HTML', async () => {
    for (const [url, body] of [
      ['/', 'brand home'],
      ['/contact', 'contact page'],
      ['/products', 'products page'],
      ['/products/', 'products page'],
      ['/mct/essentials?ref=1', 'essentials page'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe(HTML_CACHE);
    }
  });

  it("answers a route without a page with its own app's fallback", async () => {
    expect((await get('/order/success?token=abc')).body).toBe('shop fallback');
    expect((await get('/account')).body).toBe('shop fallback');
  });

  it('redirects an unknown product, article or story to /page-not-found, which answers 404', async () => {
    for (const url of [
      '/mct/unknown-thing',
      '/community-blog/no-such-article',
      '/about/why-nobody',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/page-not-found');
    }
    const notFound = await get('/page-not-found');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toBe('not found page');
  });

  it("answers an unknown article's page data with a plain 404, not a redirect", async () => {
    const response = await get('/community-blog/no-such-article.data');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('not found page');
  });

  it('serves hashed assets with a year of caching and media briefly', async () => {
    const asset = await get('/shop-assets/entry-def456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(asset.headers['content-type']).toContain('text/javascript');
    const media = await get('/media/brand/logo.svg');
    expect(media.headers['content-type']).toBe('image/svg+xml');
    expect(media.headers['cache-control']).not.toBe(IMMUTABLE_CACHE);
  });

  it('answers unknown paths and missing assets with the not-found page and 404', async () => {
    for (const url of ['/no-such-page', '/shop-assets/missing.js', '/mct/essentials/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('not found page');
    }
  });

  it('answers an unknown Malay path with the Malay not-found page and 404', async () => {
    for (const url of ['/ms/no-such-page', '/ms/page-not-found', '/ms/mct/essentials/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('<html lang="ms"><h1>Halaman tidak dijumpai</h1></html>');
    }
    const product = await get('/ms/mct/unknown-thing');
    expect(product.statusCode).toBe(302);
    expect(product.headers.location).toBe('/ms/page-not-found');
  });

  it('never serves files outside the builds', async () => {
    const response = await get('/..%2fsecret.txt');
    expect(response.body).not.toBe('do not serve');
    expect(resolveRequest(findWebBuilds([join(root, 'shop')]), '/../secret.txt')).toEqual({
      kind: 'not-found',
    });
  });

  it('names the address the shop is reached at in canonical links and the sitemap', async () => {
    const faq = await get('/faq');
    expect(faq.body).toBe(
      '<link rel="canonical" href="https://kedai.nyiur.my/faq"/><p>hello@nyiur.example</p>',
    );
    expect(Number(faq.headers['content-length'])).toBe(Buffer.byteLength(faq.body));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toBe(
      '<loc>https://kedai.nyiur.my/</loc><loc>https://kedai.nyiur.my/products</loc>',
    );
    expect(sitemap.body).not.toContain('public-base-url.invalid');
  });

  it('leaves /api to the API', async () => {
    expect((await get('/api/ping')).json()).toEqual({ code: 200, message: 'pong' });
    const missing = await get('/api/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Not Found' });
  });
});
