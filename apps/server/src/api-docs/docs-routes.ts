import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import { buildOpenApiDocument } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';

/** Swagger UI's prebuilt files, installed with the server (no CDN). */
const swaggerUiDir = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The only files of the viewer the page loads. */
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** The page: Swagger UI's stylesheet and script, then ours that points it at the document. */
const viewerPage = (base: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Nyiur API</title>
    <link rel="stylesheet" href="${base}/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${base}/assets/swagger-ui-bundle.js"></script>
    <script src="${base}/viewer.js"></script>
  </body>
</html>
`;

/**
 * Starts the viewer on the document; a file of its own, so the page needs no inline script under
 * the CSP (script-src 'self'). No validator badge: it would call a third-party service.
 */
const viewerScript = (base: string): string => `window.ui = SwaggerUIBundle({
  url: '${base}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

/**
 * The OpenAPI document of the contract, generated from the same schemas the routes validate with,
 * at /api/docs/openapi.json, and a viewer of it at /api/docs.
 */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const base = `${app.prefix}/docs`;
  let document: unknown;
  app.get('/docs/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument({ serverUrl: '/api' });
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });

  /** A page of the viewer, made once: cached by browsers for five minutes. */
  const serve = (path: string, type: string, body: string) =>
    app.get(path, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=300').send(body),
    );
  serve('/docs', 'text/html; charset=utf-8', viewerPage(base));
  serve('/docs/viewer.js', 'text/javascript; charset=utf-8', viewerScript(base));

  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: '/docs/assets/',
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (pathName) => VIEWER_FILES.has(pathName.replace(/^\//, '')),
    maxAge: '1d',
  });
}
