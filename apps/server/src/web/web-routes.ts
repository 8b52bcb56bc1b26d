import { createReadStream, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { siteConfig } from '@nyiur/content';
import { messages } from '@nyiur/domain';
import { publicOriginRewriter } from './public-origin';
import { resolveRequest } from './resolve-request';
import { findWebBuilds } from './web-build';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Hashed files never change under their name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Other files (media, robots.txt) for an hour. */
export const SHORT_CACHE = 'public, max-age=3600';
/** HTML is checked on every visit so a deploy shows at once. */
export const HTML_CACHE = 'no-cache';

const FALLBACK_NOT_FOUND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${messages.notFound.code}</title></head><body><h1>${messages.notFound.title}</h1><p>${messages.notFound.code}</p></body></html>`;

/** Sends one built file with its type, length, date and caching; `rewrite` may change its body. */
export const sendFile = (
  reply: FastifyReply,
  file: string,
  status: number,
  cacheControl: string,
  rewrite?: (file: string, mtimeMs: number) => Buffer | null,
) => {
  const stats = statSync(file);
  const body = rewrite?.(file, stats.mtimeMs) ?? null;
  return reply
    .code(status)
    .header(
      'Content-Type',
      CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    )
    .header('Content-Length', body ? body.length : stats.size)
    .header('Last-Modified', stats.mtime.toUTCString())
    .header('Cache-Control', cacheControl)
    .send(body ?? createReadStream(file));
};

/**
 * Serves the brand and shop builds on one origin (ARCHITECTURE §4, §6): each route its app's
 * prerendered HTML or SPA fallback, hashed assets cached for a year, unknown paths the
 * not-found page with HTTP 404. Register it after every API route: it answers GET and HEAD
 * requests nothing else claimed, except under /api/ where the API's own 404 stays.
 */
export async function webRoutes(app: FastifyInstance): Promise<void> {
  const builds = findWebBuilds(app.ctx.config.staticDirs);
  const rewrite = publicOriginRewriter(
    new URL(siteConfig.siteUrl).origin,
    new URL(app.ctx.config.publicBaseUrl).origin,
  );
  app.log.info({ apps: Object.keys(builds) }, 'serving web builds');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const path = request.url;
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
        return reply.callNotFound();
      }
      const answer = resolveRequest(builds, path);
      if (answer.kind === 'file') {
        return sendFile(
          reply,
          answer.file,
          200,
          answer.immutable ? IMMUTABLE_CACHE : SHORT_CACHE,
          rewrite,
        );
      }
      if (answer.kind === 'page') {
        return sendFile(reply, answer.file, answer.status, HTML_CACHE, rewrite);
      }
      return reply
        .code(404)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', HTML_CACHE)
        .send(FALLBACK_NOT_FOUND);
    },
  });
}
