import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppName } from '@nyiur/domain';
import { prerenderedFileOf } from './routes';
import { stripScripts } from './strip-scripts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Encoded {
  readonly type: string;
  readonly raw: Buffer;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer | undefined;
}

/** A file under a folder, or undefined when the path leaves it or names nothing. */
function fileUnder(root: string, urlPath: string): string | undefined {
  const target = resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  return existsSync(target) && statSync(target).isFile() ? target : undefined;
}

/**
 * The floor: a tiny static server over the apps' client builds that answers each route with its
 * prerendered HTML stripped of every script (see stripScripts), and every other file as built,
 * brotli or gzip compressed when asked and cached for a year like hashed assets.
 */
export async function startFloorServer(options: {
  readonly clientDirs: Readonly<Record<AppName, string>>;
  /** Route path to the app that owns it. */
  readonly routes: ReadonlyMap<string, AppName>;
  /** False serves the prerendered pages as built (scripts kept): a stand-in host for the apps. */
  readonly strip?: boolean;
}): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const cache = new Map<string, Encoded>();
  const encode = (key: string, type: string, raw: Buffer): Encoded => {
    const found = cache.get(key);
    if (found) return found;
    const compressible = COMPRESSIBLE.test(type);
    const made: Encoded = {
      type,
      raw,
      br: compressible
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : undefined,
      gzip: compressible ? gzipSync(raw, { level: 9 }) : undefined,
    };
    cache.set(key, made);
    return made;
  };

  const lookup = (urlPath: string): Encoded | undefined => {
    const routePath = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    const app = options.routes.get(routePath);
    if (app) {
      const file = join(options.clientDirs[app], prerenderedFileOf(routePath));
      if (!existsSync(file)) return undefined;
      const html = readFileSync(file, 'utf8');
      const body = options.strip === false ? html : stripScripts(html);
      return encode(`page:${routePath}`, CONTENT_TYPES['.html'] ?? 'text/html', Buffer.from(body));
    }
    for (const dir of Object.values(options.clientDirs)) {
      const file = fileUnder(resolve(dir), urlPath);
      if (file) {
        const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
        return encode(file, type, readFileSync(file));
      }
    }
    return undefined;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let found: Encoded | undefined;
    try {
      found = lookup(url.pathname);
    } catch {
      found = undefined;
    }
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      found.br && /\bbr\b/.test(accepts)
        ? ['br', found.br]
        : found.gzip && /\bgzip\b/.test(accepts)
          ? ['gzip', found.gzip]
          : [undefined, found.raw];
    response.writeHead(200, {
      'content-type': found.type,
      'content-length': body.length,
      'cache-control': found.type.startsWith('text/html')
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
