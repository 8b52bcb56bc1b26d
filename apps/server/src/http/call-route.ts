import { envelope, type ApiCall, type CallReply } from '@nyiur/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext, AuthUser } from '../app-context';
import { AppError } from './app-error';
import { parseInput } from './parse-input';

/** The parts of an @nyiur/api call the server needs: its path and the shapes both ways. */
export type CallShape<Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType> = Pick<
  ApiCall<Req, Res, Meta>,
  'path' | 'request' | 'response' | 'meta'
>;

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

/** A handler answers the call's own envelope: `data` as its response schema declares it. */
type Handler<Input, User, Res extends z.ZodType, Meta extends z.ZodType> = (
  args: CallArgs<Input, User>,
) => Promise<CallReply<Res, Meta>>;

/**
 * The check of successful answers against their call's envelope schema, when the configuration
 * asks for it (tests): undefined otherwise, so production only tests for undefined per answer.
 */
export function replyCheckOf(
  app: FastifyInstance,
  call: Pick<ApiCall, 'path' | 'response' | 'meta'>,
): ((body: unknown) => void) | undefined {
  if (!app.ctx.config.checkReplies) return undefined;
  const schema = envelope(call.response, call.meta);
  return (body) => {
    if ((body as { code?: unknown } | null)?.code !== 200) return;
    const result = schema.safeParse(body);
    if (!result.success) {
      app.log.error(
        { call: call.path, issues: result.error.issues },
        `the answer of ${call.path} does not match its response schema`,
      );
      throw new Error(`The answer of ${call.path} does not match its response schema.`);
    }
  };
}

function register<Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType, User>(
  app: FastifyInstance,
  call: CallShape<Req, Res, Meta>,
  resolveUser: (request: FastifyRequest) => Promise<User>,
  handler: Handler<z.output<Req>, User, Res, Meta>,
  options: CallRouteOptions,
): void {
  const check = replyCheckOf(app, call);
  app.post(call.path, { config: options.rateLimit ?? {} }, async (request, reply) => {
    const user = await resolveUser(request);
    const input = parseInput(call.request, request.body);
    const body = await handler({ input, user, ctx: app.ctx, request, reply });
    check?.(body);
    return body;
  });
}

/** A call for signed-in users only: no token is a 401, another user's resource a 404. */
export function userCall<Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
  app: FastifyInstance,
  call: CallShape<Req, Res, Meta>,
  handler: Handler<z.output<Req>, AuthUser, Res, Meta>,
  options: CallRouteOptions = {},
): void {
  const requireUser = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = await app.ctx.authenticate(request);
    if (!user) throw new AppError('unauthenticated');
    return user;
  };
  register(app, call, requireUser, handler, options);
}

/** A call for guests and members; `user` is set when a valid token came along. */
export function optionalUserCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Meta extends z.ZodType,
>(
  app: FastifyInstance,
  call: CallShape<Req, Res, Meta>,
  handler: Handler<z.output<Req>, AuthUser | null, Res, Meta>,
  options: CallRouteOptions = {},
): void {
  register(app, call, (request) => app.ctx.authenticate(request), handler, options);
}

/** A call that ignores any token (sign-in, registration, lead forms): a stale token cannot block it. */
export function publicCall<Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
  app: FastifyInstance,
  call: CallShape<Req, Res, Meta>,
  handler: Handler<z.output<Req>, null, Res, Meta>,
  options: CallRouteOptions = {},
): void {
  register(app, call, async () => null, handler, options);
}
