import { basename, dirname } from 'node:path';
import send from '@fastify/send';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BUILD_ORIGIN, messages } from '@nyiur/domain';
import { isCompressible } from '@nyiur/precompress';
import { publicOriginCopies } from './public-origin';
import { resolveRequest } from './resolve-request';
import { findWebBuilds } from './web-build';

/** Hashed files never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other files (media, robots.txt) for an hour. */
export const SHORT_CACHE = 'public, max-age=3600';
/** HTML is checked on every visit (its ETag answered 304 when unchanged) so a deploy shows at once. */
export const HTML_CACHE = 'no-cache';

const FALLBACK_NOT_FOUND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${messages.notFound.code}</title></head><body><h1>${messages.notFound.title}</h1><p>${messages.notFound.code}</p></body></html>`;

/** The request headers that make a GET conditional. */
const CONDITIONS = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

/**
 * @fastify/static for reply.sendFile only (the routes below decide which file): a file's `.br` or
 * `.gz` copy made at build time when the browser accepts it, ETag and Last-Modified with
 * conditional GET, HEAD and ranges. Cache-Control is set per answer. Its routes opt out of
 * @fastify/compress: what is worth compressing is compressed already.
 */
export async function staticFiles(app: FastifyInstance): Promise<void> {
  // Scripts go out as text/javascript (RFC 9239), as before, not as application/javascript.
  send.mime.define({ 'text/javascript': ['js', 'mjs'] }, true);
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });
}

/**
 * Sends one built file: its compressed copy when there is one the browser takes, else the file;
 * `Vary: Accept-Encoding` on text. A page sent with another status than 200 (the not-found page)
 * leaves out ETag, Last-Modified and ranges and ignores the request's conditions, which only
 * apply to a successful answer (RFC 9110 §13.2.1).
 */
export function sendBuiltFile(
  reply: FastifyReply,
  file: string,
  cacheControl: string,
  status = 200,
): FastifyReply {
  if (isCompressible(file)) {
    // Added to what is there already (CORS varies by Origin).
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  reply.header('Cache-Control', cacheControl);
  if (status === 200) return reply.sendFile(basename(file), dirname(file));
  const headers = reply.request.raw.headers;
  for (const condition of CONDITIONS) delete headers[condition];
  return reply.code(status).sendFile(basename(file), dirname(file), {
    etag: false,
    lastModified: false,
    acceptRanges: false,
  });
}

/**
 * Serves the brand and shop builds on one origin (ARCHITECTURE §4, §6): each route its app's
 * prerendered HTML or SPA fallback, hashed assets cached for a year, unknown paths the
 * not-found page with HTTP 404. Register it after every API route: it answers GET and HEAD
 * requests nothing else claimed, except under /api/ where the API's own 404 stays.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const builds = findWebBuilds(app.ctx.config.staticDirs);
  const { config } = app.ctx;
  const copies = publicOriginCopies(
    BUILD_ORIGIN,
    new URL(config.publicBaseUrl).origin,
    // A demo shop says so on every page (docs/operations.md, production checklist).
    { demoShop: config.nodeEnv === 'production' && config.payment.gateway === 'sandbox' },
  );
  app.log.info({ apps: Object.keys(builds) }, 'serving web builds');
  await staticFiles(app);

  app.addHook('onListen', async () => {
    // In the background once listening: the first visitors need not wait for their page's copy.
    copies
      .prepare(Object.values(builds).map((build) => build.dir))
      .catch((error: unknown) => app.log.warn({ err: error }, 'public-origin copies not made'));
  });
  app.addHook('onClose', async () => copies.remove());

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { rateLimit: false },
    compress: false,
    handler: async (request, reply) => {
      const path = request.url;
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
        return reply.callNotFound();
      }
      const answer = resolveRequest(builds, path);
      if (answer.kind === 'not-found') {
        return reply
          .code(404)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', HTML_CACHE)
          .send(FALLBACK_NOT_FOUND);
      }
      if (answer.kind === 'redirect') {
        return reply.header('Cache-Control', HTML_CACHE).redirect(answer.location, 302);
      }
      const file = (await copies.copyOf(answer.file)) ?? answer.file;
      if (answer.kind === 'file') {
        return sendBuiltFile(reply, file, answer.immutable ? IMMUTABLE_CACHE : SHORT_CACHE);
      }
      return sendBuiltFile(reply, file, HTML_CACHE, answer.status);
    },
  });
}
