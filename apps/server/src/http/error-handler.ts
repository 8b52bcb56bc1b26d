import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Envelope } from '@nyiur/api';
import { errorCodes, kindForStatus, type ErrorKind } from './error-codes';

function envelopeOf(kind: ErrorKind, message?: string, data?: unknown): Envelope {
  const body: Envelope = {
    code: errorCodes[kind].code,
    message: message ?? errorCodes[kind].message,
  };
  if (data !== undefined) body.data = data;
  return body;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, or of the driver error a failed query wraps. */
function databaseCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Messages we show for Fastify's own client errors; anything else gets the kind's default. */
function clientMessage(error: FastifyError, kind: ErrorKind): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    default:
      return errorCodes[kind].message;
  }
}

export function sendError(
  reply: FastifyReply,
  kind: ErrorKind,
  message?: string,
  data?: unknown,
): FastifyReply {
  return reply.status(errorCodes[kind].status).send(envelopeOf(kind, message, data));
}

/** Installs the error envelope for every route, including unknown paths under /api. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (errorCodes[error.kind].status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.kind, error.message, error.data);
    }
    // PostgreSQL refuses a NUL in text (22021, 22P05): the request was bad, the server is fine.
    if (UNSTORABLE_TEXT.has(databaseCodeOf(error) ?? '')) {
      request.log.info({ err: error }, 'unstorable character');
      return sendError(
        reply,
        'bad_request',
        'The request holds a character the shop cannot store.',
      );
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const kind = kindForStatus(status);
      request.log.info({ err: error }, 'client error');
      return sendError(reply, kind, clientMessage(error as FastifyError, kind));
    }
    request.log.error({ err: error, route: request.routeOptions.url }, 'unhandled error');
    return sendError(reply, 'internal', errorCodes.internal.message, { request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    return sendError(
      reply,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}.`,
    );
  });
}
