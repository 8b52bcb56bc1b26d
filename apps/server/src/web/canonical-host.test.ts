import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

describe('one address for pages', () => {
  const t = useTestApp('pglite');
  const get = (url: string, host: string) =>
    t().app.inject({ method: 'GET', url, headers: { host } });

  it('sends a page asked for on another host to the canonical one, path and query kept', async () => {
    for (const host of ['127.0.0.1:3000', 'www.shop.test', '192.168.1.20:3000']) {
      const answer = await get('/order/success?token=abc&x=1', host);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('http://shop.test/order/success?token=abc&x=1');
    }
  });

  it('serves pages on the canonical host itself', async () => {
    const answer = await get('/no-such-page', 'shop.test');
    expect(answer.statusCode).not.toBe(301);
  });

  it('answers health checks, the API and gateway callbacks on any host', async () => {
    expect((await get('/healthz', '10.0.0.5:3000')).statusCode).toBe(200);
    const api = await t().app.inject({
      method: 'POST',
      url: '/api/users/option',
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(api.statusCode).toBe(200);
    const backend = await t().app.inject({
      method: 'POST',
      url: '/api/payments/ipay88/backend',
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RefNo=NOPE',
    });
    expect(backend.statusCode).not.toBe(301);
  });
});
