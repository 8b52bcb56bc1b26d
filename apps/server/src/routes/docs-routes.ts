import { buildOpenApiDocument } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI document of the contract, generated from the same schemas the routes validate with. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  let document: unknown;
  app.get('/docs', async (_request, reply) => {
    document ??= buildOpenApiDocument({ serverUrl: '/api' });
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });
}
