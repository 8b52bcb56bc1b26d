import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectTls } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { packageRoot } from '../paths';
import { freePort } from '../test/listening-test-app';
import { testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

// The repository's one Caddyfile, read by compose.yaml and by the install without Docker.
const caddyfile = join(packageRoot, '..', '..', 'deploy', 'Caddyfile');

function caddy(args: string[], env: Record<string, string>) {
  const run = spawnSync('caddy', args, {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  // scripts/test.sh installs Debian's caddy when it is missing, as it does Chromium.
  if (run.error)
    throw new Error(`caddy could not run (apt-get install caddy): ${run.error.message}`);
  return run;
}

interface Handler {
  handler: string;
  upstreams?: { dial: string }[];
  routes?: { handle: Handler[] }[];
}

describe('deploy/Caddyfile', () => {
  const env = { PUBLIC_BASE_URL: 'https://shop.example.my', SHOP_UPSTREAM: 'shop:3000' };

  it('is a valid configuration for caddy with the environment compose gives it', () => {
    const run = caddy(['validate', '--config', caddyfile, '--adapter', 'caddyfile'], env);
    expect(run.stdout + run.stderr).toContain('Valid configuration');
    expect(run.stderr).not.toContain('not formatted');
    expect(run.status).toBe(0);
  });

  it('serves the host of PUBLIC_BASE_URL over HTTPS with HTTP/2 and HTTP/3, proxying to SHOP_UPSTREAM and compressing nothing itself', () => {
    const run = caddy(['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], env);
    expect(run.status).toBe(0);
    const config = JSON.parse(run.stdout) as {
      apps: {
        http: {
          servers: Record<
            string,
            {
              listen: string[];
              protocols: string[];
              routes: { match: { host: string[] }[]; handle: Handler[] }[];
            }
          >;
        };
      };
    };
    const servers = Object.values(config.apps.http.servers);
    expect(servers).toHaveLength(1);
    const [server] = servers;
    expect(server?.listen).toEqual([':443']);
    expect(server?.protocols).toEqual(['h1', 'h2', 'h3']);
    expect(server?.routes.map((route) => route.match)).toEqual([[{ host: ['shop.example.my'] }]]);
    // Every handler of the site, nested ones included: the proxy only, no `encode`.
    const handlers: Handler[] = [];
    const walk = (list: Handler[]) => {
      for (const handler of list) {
        handlers.push(handler);
        for (const route of handler.routes ?? []) walk(route.handle);
      }
    };
    walk(server?.routes[0]?.handle ?? []);
    expect(handlers.map((handler) => handler.handler)).toEqual(['subroute', 'reverse_proxy']);
    expect(handlers[1]?.upstreams).toEqual([{ dial: 'shop:3000' }]);
  });

  it('proxies to the server on this machine when SHOP_UPSTREAM is unset (the systemd install)', () => {
    const run = caddy(['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
      PUBLIC_BASE_URL: 'https://shop.example.my',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('"dial":"127.0.0.1:3000"');
  });
});

interface Answer {
  readonly alpn: string | false | undefined;
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/**
 * One HTTP/2 request to the front at 127.0.0.1:port as "localhost", trusting only Caddy's local
 * authority, from 127.0.0.2: an address the server can tell apart from Caddy's own 127.0.0.1.
 */
function throughTheFront(
  port: number,
  ca: Buffer,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(`https://localhost:${port}`, {
      createConnection: () =>
        connectTls({
          socket: connectTcp({ host: '127.0.0.1', port, localAddress: '127.0.0.2' }),
          servername: 'localhost',
          ALPNProtocols: ['h2'],
          ca,
        }),
    });
    session.on('error', reject);
    const request = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let answerHeaders: Answer['headers'] = {};
    request.on('response', (received) => {
      answerHeaders = received as Answer['headers'];
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const alpn = session.alpnProtocol;
      session.close();
      resolve({
        alpn,
        status: Number(answerHeaders[':status']),
        headers: answerHeaders,
        body: Buffer.concat(chunks),
      });
    });
    request.end();
  });
}

describe('a request through the front (real caddy, real server)', () => {
  let folder = '';
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let caddyProcess: ChildProcess | undefined;
  let frontPort = 0;
  let ca = Buffer.alloc(0);

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'nyiur-front-'));
    frontPort = await freePort();
    const shopPort = await freePort();
    database = await openTestDatabase('pglite');
    // As docs/operations.md sets it for Caddy on the same machine.
    const config = testConfig(join(folder, 'data'), {
      PUBLIC_BASE_URL: `https://localhost:${frontPort}`,
      TRUST_PROXY: 'loopback',
    });
    app = await buildApp({
      config,
      database,
      logger: false,
      runOutbox: false,
      runDailyDigest: false,
    });
    // What the server takes as the client's address.
    app.get('/front-test/client-address', async (request) => ({ ip: request.ip }));
    await app.listen({ port: shopPort, host: '127.0.0.1' });

    // The repository's Caddyfile as caddy reads it; only where this test may listen changes:
    // free ports instead of 80 and 443, no admin endpoint, and no change to the machine's trust
    // store for the local authority that signs "localhost".
    const adapted = caddy(['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
      PUBLIC_BASE_URL: `https://localhost:${frontPort}`,
      SHOP_UPSTREAM: `127.0.0.1:${shopPort}`,
    });
    expect(adapted.status).toBe(0);
    const json = JSON.parse(adapted.stdout) as {
      admin?: object;
      apps: { http: Record<string, unknown>; pki?: object };
    };
    json.admin = { disabled: true };
    json.apps.http['http_port'] = await freePort();
    json.apps.http['https_port'] = frontPort;
    json.apps.pki = { certificate_authorities: { local: { install_trust: false } } };
    const configFile = join(folder, 'caddy.json');
    writeFileSync(configFile, JSON.stringify(json));
    caddyProcess = spawn('caddy', ['run', '--config', configFile], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: folder,
        XDG_DATA_HOME: join(folder, 'caddy-data'),
        XDG_CONFIG_HOME: join(folder, 'caddy-config'),
      },
      stdio: 'ignore',
    });
    const root = join(folder, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    for (let waited = 0; ; waited += 250) {
      if (existsSync(root)) {
        ca = readFileSync(root);
        const ready = await throughTheFront(frontPort, ca, '/healthz').catch(() => undefined);
        if (ready?.status === 200) break;
      }
      if (waited > 30_000) throw new Error('caddy did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 120_000);

  afterAll(async () => {
    caddyProcess?.kill('SIGTERM');
    await app?.close();
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers over HTTP/2 with TLS from the certificate caddy got for the host', async () => {
    const answer = await throughTheFront(frontPort, ca, '/healthz');
    expect(answer.alpn).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ data: { status: 'ok' } });
  });

  it("passes on the client's address, which the server trusts, and drops one a client made up", async () => {
    const answer = await throughTheFront(frontPort, ca, '/front-test/client-address', {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ ip: '127.0.0.2' });
  });

  it("keeps the server's brotli answer and its Vary, encoded once", async () => {
    const answer = await throughTheFront(frontPort, ca, '/api/docs/openapi.json', {
      'accept-encoding': 'br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers['vary']).toLowerCase()).toContain('accept-encoding');
    // One brotli layer: decoded once it is the OpenAPI document itself.
    const document = JSON.parse(brotliDecompressSync(answer.body).toString()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);
  });
});
