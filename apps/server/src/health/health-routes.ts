import { ok } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler';
import { serverVersion } from '../paths';

/** Liveness (the process answers) and readiness (the database answers too). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const quiet = { logLevel: 'warn' as const, config: { rateLimit: false as const } };
  // The version tells an operator which release answers, e.g. after a deploy.
  app.get('/healthz', quiet, async () => ok({ status: 'ok', version: serverVersion }));
  app.get('/readyz', quiet, async (request, reply) => {
    try {
      await app.ctx.database.ping();
      return ok({ status: 'ready', database: app.ctx.database.driver });
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return sendError(reply, 'unavailable', 'The database is not answering.');
    }
  });
}
