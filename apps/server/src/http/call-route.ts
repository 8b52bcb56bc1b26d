import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../app-context';
import { authenticate, requireUser } from '../auth/authenticate';
import type { Envelope } from './envelope';
import { parseInput } from './parse-input';

/** The parts of an @nyiur/api call the server needs. */
export interface CallShape<Req extends z.ZodType> {
  readonly path: `/${string}`;
  readonly request: Req;
}

export interface CallArgs<Input, User> {
  readonly input: Input;
  readonly user: User;
  readonly ctx: AppContext;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface CallRouteOptions {
  /** Per-route rate limit (see the security plugin): sign-in, register and lead forms. */
  readonly rateLimit?: RouteShorthandOptions['config'];
}

type Handler<Input, User> = (args: CallArgs<Input, User>) => Promise<Envelope>;

function register<Req extends z.ZodType, User>(
  app: FastifyInstance,
  call: CallShape<Req>,
  resolveUser: (request: FastifyRequest) => Promise<User>,
  handler: Handler<z.output<Req>, User>,
  options: CallRouteOptions,
): void {
  app.post(call.path, { config: options.rateLimit ?? {} }, async (request, reply) => {
    const user = await resolveUser(request);
    const input = parseInput(call.request, request.body);
    return handler({ input, user, ctx: app.ctx, request, reply });
  });
}

/** A call for signed-in users only: no token is a 401, another user's resource a 404. */
export function userCall<Req extends z.ZodType>(
  app: FastifyInstance,
  call: CallShape<Req>,
  handler: Handler<z.output<Req>, AuthUser>,
  options: CallRouteOptions = {},
): void {
  register(app, call, requireUser, handler, options);
}

/** A call for guests and members; `user` is set when a valid token came along. */
export function optionalUserCall<Req extends z.ZodType>(
  app: FastifyInstance,
  call: CallShape<Req>,
  handler: Handler<z.output<Req>, AuthUser | null>,
  options: CallRouteOptions = {},
): void {
  register(app, call, authenticate, handler, options);
}

/** A call that ignores any token (sign-in, registration, lead forms): a stale token cannot block it. */
export function publicCall<Req extends z.ZodType>(
  app: FastifyInstance,
  call: CallShape<Req>,
  handler: Handler<z.output<Req>, null>,
  options: CallRouteOptions = {},
): void {
  register(app, call, async () => null, handler, options);
}
