import type { FastifyInstance } from 'fastify';

/** Paths that answer on any host: health checks, the API (gateway callbacks included), the sandbox. */
const ANY_HOST = /^\/(healthz|readyz|api\/|sandbox\/)/;

/**
 * Pages are served on one address only, PUBLIC_BASE_URL's. A page asked for on another host
 * (127.0.0.1 for localhost, www. for the bare domain, a LAN address) is sent there with a 301,
 * path and query kept: otherwise checkout posts to the gateway from an origin the CSP does not
 * allow, and the shopper comes back from payment to an origin without their session.
 */
export async function canonicalHost(app: FastifyInstance): Promise<void> {
  const canonical = new URL(app.ctx.config.publicBaseUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (ANY_HOST.test(request.url)) return;
    if (request.host.toLowerCase() === canonical.host) return;
    return reply.redirect(`${canonical.origin}${request.url}`, 301);
  });
}
