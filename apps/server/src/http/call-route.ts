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

/** The JSON of replies many requests share (kept in the public cache), made once per reply. */
const sharedJson = new WeakMap<object, string>();

/**
 * Marks a reply that is kept and answered to many requests (public data of the shared cache):
 * its JSON is made now, once, and sent as is to every request it answers instead of being
 * serialised again each time. The reply must not change afterwards.
 */
export function sharedReply<T extends object>(body: T): T {
  sharedJson.set(body, JSON.stringify(body));
  return body;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Makes a function that registers POST calls whose user comes from `resolveUser`; before the
 * handler runs the input is parsed, after it the answer is checked when the configuration asks.
 */
function callsOf<User>(
  resolveUser: (app: FastifyInstance, request: FastifyRequest) => Promise<User>,
) {
  return <Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
    app: FastifyInstance,
    call: CallShape<Req, Res, Meta>,
    handler: Handler<z.output<Req>, User, Res, Meta>,
    options: CallRouteOptions = {},
  ): void => {
    const check = replyCheckOf(app, call);
    app.post(call.path, { config: options.rateLimit ?? {} }, async (request, reply) => {
      const user = await resolveUser(app, request);
      const input = parseInput(call.request, request.body);
      const body = await handler({ input, user, ctx: app.ctx, request, reply });
      check?.(body);
      // A renewed access token goes into the reply's meta (preSerialization): only then is a
      // shared reply serialised again.
      const json = request.renewedAccessToken === null ? sharedJson.get(body) : undefined;
      if (json === undefined) return body;
      void reply.type(JSON_TYPE);
      return json;
    });
  };
}

/** A call for signed-in users only: no token is a 401, another user's resource a 404. */
export const userCall = callsOf(async (app, request): Promise<AuthUser> => {
  const user = await app.ctx.authenticate(request);
  if (!user) throw new AppError('unauthenticated');
  return user;
});

/** A call for guests and members; `user` is set when a valid token came along. */
export const optionalUserCall = callsOf((app, request): Promise<AuthUser | null> =>
  app.ctx.authenticate(request),
);

/** A call that ignores any token (sign-in, registration, lead forms): a stale token cannot block it. */
export const publicCall = callsOf(async (): Promise<null> => null);
