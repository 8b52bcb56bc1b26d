import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

// The release as `pnpm changeset version` wrote it, read here independently of the server.
const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe('health', () => {
  const t = useTestApp('pglite');

  it('answers liveness with the version of the shop that runs', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'ok', version: packageVersion } });
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers readiness with the database that answered', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'ready', database: 'pglite' } });
  });
});
