import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../paths';

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
