import { createHash } from 'node:crypto';
import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { post } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { errorCodes } from './error-codes';
import { everyAnswerHeaders, helmetHeaders } from './security';

describe.each(testDrivers())('safety on %s', (driver) => {
  const t = useTestApp(driver, {
    env: { RATE_LIMIT_SENSITIVE_MAX: '3', CORS_ORIGINS: 'https://shop.example' },
    setup: (app) => {
      app.post('/api/test/boom', async () => {
        throw new Error('secret database detail');
      });
      // An HTML answer under /api (as a gateway's result page could be) still gets the CSP.
      app.get('/api/test/page', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send('<!doctype html><title>t</title>'),
      );
    },
  });

  it('sends a strict CSP: scripts from our origin only, inline only the members-only guard', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    const guardHash = createHash('sha256').update(MEMBERS_ONLY_GUARD).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${guardHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('keeps the page-only headers off JSON API answers, and nosniff on everything', async () => {
    const api = await t().app.inject({
      method: 'POST',
      url: '/api/users/option',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(api.statusCode).toBe(200);
    expect(String(api.headers['content-type'])).toContain('application/json');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBeTruthy();

    const page = await t().app.inject({ method: 'GET', url: '/api/test/page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      t().app.inject({
        method: 'OPTIONS',
        url: '/api/users/get',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'access_token',
        },
      });
    const allowed = await preflight('https://shop.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('access_token');
    const denied = await preflight('https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits the sensitive calls with the envelope', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(
        await post(t().app, '/users/forgot-password', { email: 'a@b.co' }, undefined, headers),
      );
    expect(answers.slice(0, 3).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[3]?.status).toBe(429);
    expect(answers[3]?.body).toEqual({ code: 429, message: errorCodes.rate_limited.message });
  });

  it('answers unknown errors with a generic 500 and the request id, never the detail', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: errorCodes.internal.message,
      data: { request_id: 'req-123' },
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
    const odd = await t().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n{"forged":1}' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('wraps unknown routes, oversized bodies and unknown content types in the envelope', async () => {
    const missing = await post(t().app, '/users/nothing-here', {});
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    const huge = await post(t().app, '/users/contact-create', { comments: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
    const text = await t().app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe(415);
  });

  it('reports health, readiness and the OpenAPI document', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      code: 200,
      message: 'Success',
      // The release itself is checked in health/health-routes.test.ts.
      data: { status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) },
    });
    const ready = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json().data).toEqual({ status: 'ready', database: driver });
    const docs = await t().app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(docs.statusCode).toBe(200);
    const document = docs.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/users/add-to-cart');
  });

  it('serves the API over real HTTP too', async () => {
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/reviews/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 15373 }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(200);
  });
});

describe('the headers of every answer', () => {
  const configWith = (publicBaseUrl: string) =>
    ({ publicBaseUrl }) as unknown as Parameters<typeof everyAnswerHeaders>[0];

  it('are helmet’s own, found once, without the page-only ones', () => {
    const headers = everyAnswerHeaders(configWith('http://127.0.0.1:3000'));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS when the shop is served over https', () => {
    const headers = everyAnswerHeaders(configWith('https://shop.example'));
    expect(headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('refuse options helmet refuses', () => {
    expect(() =>
      helmetHeaders({ referrerPolicy: { policy: 'nonsense' as 'no-referrer' } }),
    ).toThrow();
  });
});
