import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('the API documentation', () => {
  const t = useTestApp('pglite');

  it('serves the OpenAPI document of the contract at /api/docs/openapi.json', async () => {
    const answer = await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const document = answer.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/users/add-to-cart');
    expect(Object.keys(document.paths)).toContain('/admin/orders/list');
    expect(Object.keys(document.paths['/shop/settings'] ?? {})).toEqual(['get']);
  });

  it('lists the courier operations: quote, booking, label and tracking', async () => {
    const answer = await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = answer.json() as {
      paths: Record<string, { post?: { tags?: string[]; summary?: string } }>;
    };
    for (const path of [
      '/admin/shipping/quote',
      '/admin/shipping/book',
      '/admin/shipping/book-many',
      '/admin/shipping/label',
      '/admin/shipping/track',
    ]) {
      expect(document.paths[path]?.post?.tags, path).toEqual(['admin shipping']);
    }
    expect(document.paths['/admin/shipping/quote']?.post?.summary).toBe(
      "EasyParcel's services for one order's parcel: price in sen, pick-up or drop-off, days",
    );
  });

  it('serves a viewer page at /api/docs whose scripts are all our own files, under the CSP', async () => {
    const page = await t().app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<div id="swagger-ui"></div>');
    // No inline script and nothing from another host: every script and stylesheet is a path here.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources).toEqual([
      '/api/docs/assets/swagger-ui.css',
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/viewer.js',
    ]);
    expect(html).not.toMatch(/<script>/);

    for (const source of sources) {
      const file = await t().app.inject({ method: 'GET', url: source });
      expect(file.statusCode, source).toBe(200);
      expect(file.body.length, source).toBeGreaterThan(source.endsWith('viewer.js') ? 50 : 10_000);
    }
    const viewer = await t().app.inject({ method: 'GET', url: '/api/docs/viewer.js' });
    expect(viewer.body).toContain("url: '/api/docs/openapi.json'");
  });

  it('serves only the viewer files of the installed Swagger UI', async () => {
    const other = await t().app.inject({ method: 'GET', url: '/api/docs/assets/index.html' });
    expect(other.statusCode).not.toBe(200);
    const outside = await t().app.inject({
      method: 'GET',
      url: '/api/docs/assets/../package.json',
    });
    expect(outside.statusCode).not.toBe(200);
  });
});
