import { clientErrorReport, ok } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { publicCall } from '../http/call-route';
import { sensitiveRateLimit } from '../http/security';

/**
 * Errors a page's root boundary caught in a shopper's or the owner's browser, written to the
 * server log where the operator reads every other error. The budget keeps one browser (or a
 * script) from flooding the log.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  publicCall(
    app,
    clientErrorReport,
    async ({ input, request }) => {
      request.log.error(
        { clientError: { app: input.app, path: input.path, message: input.message } },
        'a page failed in the browser',
      );
      return ok(undefined, 'Reported');
    },
    { rateLimit: sensitiveRateLimit(app.ctx.config, 'client-error') },
  );
}
