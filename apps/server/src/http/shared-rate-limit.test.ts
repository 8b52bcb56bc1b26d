import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { CapturingTransport } from '../test/capturing-transport';
import { post, uniqueEmail } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { freshRedisPrefix, testRedisUrl } from '../test/env';

describe.each(testDrivers())('rate limits shared through Redis on %s', (driver) => {
  const t = useTestApp(driver, {
    env: {
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: freshRedisPrefix(),
      RATE_LIMIT_SENSITIVE_MAX: '3',
      TRUST_PROXY: 'true',
    },
  });
  const extra: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of extra) await app.close();
  });

  it('counts the requests of one client across two nodes together', async () => {
    const second = await buildApp({
      config: t().config,
      database: t().database,
      mailTransport: new CapturingTransport(),
      logger: false,
      runOutbox: false,
    });
    extra.push(second);
    await second.ready();

    // A fresh client address per run, so runs never share a counter (IPv6 is counted per subnet).
    const address = () => `10.${[...randomBytes(3)].join('.')}`;
    const client = { 'x-forwarded-for': address() };
    const nodes = [t().app, second, t().app, second];
    const statuses: number[] = [];
    for (const node of nodes) {
      statuses.push(
        (await post(node, '/users/forgot-password', { email: uniqueEmail() }, undefined, client))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = { 'x-forwarded-for': address() };
    expect(
      (await post(second, '/users/forgot-password', { email: uniqueEmail() }, undefined, other))
        .status,
    ).toBe(200);
  });
});
