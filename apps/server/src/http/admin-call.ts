import { ADMIN_CSRF_HEADER, type AdminRequirement, type ApiCall, ok } from '@nyiur/api';
import { can, permissionsOf, REAUTH_WINDOW_SECONDS, type AdminRole } from '@nyiur/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Actor } from '../audit/record-audit';
import type { Executor } from '../db/database';
import { AppError } from './app-error';
import { replyCheckOf } from './call-route';
import { parseInput } from './parse-input';
import { currentAdminSession, type AdminSession } from './admin-session';

export interface AdminCallArgs<Input> {
  readonly input: Input;
  /** The caller's session; absent only on calls whose stage is "none". */
  readonly caller: AdminSession | undefined;
  readonly ctx: AppContext;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface SignedInArgs<Input> extends AdminCallArgs<Input> {
  readonly caller: AdminSession;
}

type Handler<Output, Args> = (args: Args) => Promise<Output>;

export const adminProfileOf = (admin: {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}) => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  role: admin.role,
  permissions: [...permissionsOf(admin.role)],
});

/** Who did it, from where: the fields every audit entry of a signed-in call takes. */
/** A signed-in member of staff: an actor with an account. */
export type StaffActor = Actor & { readonly adminId: number };

export const actorOf = (args: { caller: AdminSession; request: FastifyRequest }): StaffActor => ({
  adminId: args.caller.admin.id,
  actorEmail: args.caller.admin.email,
  ip: args.request.ip,
});

type RouteOptions = { rateLimit?: RouteShorthandOptions['config'] };

function requirementOf(call: ApiCall): NonNullable<ApiCall['admin']> {
  if (call.access !== 'admin' || !call.admin)
    throw new Error(`${call.path} is not a back-office call`);
  return call.admin;
}

/** The CSRF guard: a cross-site form cannot add a custom header, and fetch needs CORS for it. */
function checkOrigin(request: FastifyRequest): void {
  // A download (the orders CSV) is a GET that changes nothing; SameSite=Strict keeps its cookie
  // off cross-site requests.
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.headers[ADMIN_CSRF_HEADER] !== '1') {
    throw new AppError('forbidden', 'This request did not come from the back office.');
  }
}

/**
 * The checks before any signed-in back-office operation: the CSRF header, the session cookie
 * and its stage, the role's permission from the domain's table, and, for money and roles, a
 * password or code proven in the last five minutes. Answers the caller, or throws 401/403.
 */
export async function authorizeAdmin(
  db: Executor,
  request: FastifyRequest,
  requirement: AdminRequirement,
): Promise<AdminSession> {
  checkOrigin(request);
  const caller = await currentAdminSession(db, request);
  if (!caller) throw new AppError('unauthenticated', 'Please sign in to the back office.');
  if (requirement.stage !== 'none' && caller.session.stage !== requirement.stage) {
    throw new AppError(
      'unauthenticated',
      requirement.stage === 'full'
        ? 'Please finish signing in with your authenticator code.'
        : 'Please sign in again.',
    );
  }
  if (requirement.permission && !can(caller.admin.role, requirement.permission)) {
    throw new AppError('forbidden', 'Your role does not allow this.');
  }
  if (requirement.reauth) {
    const age = (Date.now() - caller.session.authenticatedAt.getTime()) / 1000;
    if (age > REAUTH_WINDOW_SECONDS) {
      throw new AppError('forbidden', 'Please confirm it is you with your password or a code.', {
        reauth_required: true,
      });
    }
  }
  return caller;
}

/**
 * Makes a function that registers back-office POST calls: `signedIn` says which calls it takes
 * (those with a sign-in stage, or those without), `callerOf` who is calling, checked before the
 * input is read, the handler runs and its reply is checked against the contract.
 */
function adminCallsOf<Caller extends AdminSession | undefined>(
  signedIn: boolean,
  callerOf: (
    app: FastifyInstance,
    request: FastifyRequest,
    need: AdminRequirement,
  ) => Promise<Caller>,
) {
  return <Req extends z.ZodType, Res extends z.ZodType>(
    app: FastifyInstance,
    call: ApiCall<Req, Res>,
    handler: Handler<z.input<Res>, AdminCallArgs<z.output<Req>> & { readonly caller: Caller }>,
    options: RouteOptions = {},
  ): void => {
    const requirement = requirementOf(call);
    if ((requirement.stage !== 'none') !== signedIn) {
      throw new Error(`${call.path}: use ${signedIn ? 'adminPublicCall' : 'adminCall'}`);
    }
    const check = replyCheckOf(app, call);
    app.post(call.path, { config: options.rateLimit ?? {} }, async (request, reply) => {
      const caller = await callerOf(app, request, requirement);
      const input = parseInput(call.request, request.body);
      const body = ok(await handler({ input, caller, ctx: app.ctx, request, reply }));
      check?.(body);
      return body;
    });
  };
}

/**
 * Registers one back-office call for signed-in staff. Before the handler runs, every time: the
 * CSRF header, the session cookie and its stage, the role's permission from the domain's table,
 * and, for money and roles, a password or code proven in the last five minutes. The input is
 * the contract's request schema; the reply is typed by its response schema.
 */
export const adminCall = adminCallsOf<AdminSession>(true, (app, request, requirement) =>
  authorizeAdmin(app.ctx.db, request, requirement),
);

/** A back-office call made before signing in (sign-in, set-up, sign-out): the session is optional. */
export const adminPublicCall = adminCallsOf<AdminSession | undefined>(false, (app, request) => {
  checkOrigin(request);
  return currentAdminSession(app.ctx.db, request);
});
