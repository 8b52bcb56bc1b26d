import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileInside } from './resolve-request';
import { HTML_CACHE, IMMUTABLE_CACHE, sendBuiltFile, staticFiles } from './web-routes';

const ADMIN_ASSETS = '/admin/admin-assets/';

/**
 * The back office at /admin: its hashed assets for a year, and every other path its one HTML
 * page (a single-page app), never indexed. Without a build the paths answer 404 with a hint.
 */
export async function adminAppRoutes(app: FastifyInstance): Promise<void> {
  const dir = app.ctx.config.adminDir;
  const index = join(dir, 'index.html');
  const built = existsSync(index);
  if (!built) app.log.info({ dir }, 'no back-office build: /admin answers 404');
  await staticFiles(app);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(ADMIN_ASSETS)) {
      const file = fileInside(dir, path.slice('/admin'.length));
      if (file) return sendBuiltFile(reply, file, IMMUTABLE_CACHE);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run pnpm build.');
    }
    return sendBuiltFile(reply, index, HTML_CACHE);
  };
  // With ignoreTrailingSlash, /admin and /admin/ are one route; /admin/* is everything below.
  for (const url of ['/admin', '/admin/*']) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { rateLimit: false },
      compress: false,
      handler,
    });
  }
}
