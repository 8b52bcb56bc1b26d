import type { z } from 'zod';
import { defineCall, type AdminRequirement, type ApiCall } from '../define-call';
import { baseMeta } from '../envelope';

/** Every back-office call is a JSON POST under /admin that sends this header (the CSRF guard). */
export const ADMIN_CSRF_HEADER = 'x-nyiur-admin';

/** Declares a back-office call: JSON, admin access, the usual meta. */
export const defineAdminCall = <Req extends z.ZodType, Res extends z.ZodType>(call: {
  readonly path: `/admin/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly admin: AdminRequirement;
  readonly request: Req;
  readonly response: Res;
}): ApiCall<Req, Res, typeof baseMeta> =>
  defineCall({
    ...call,
    method: 'POST',
    access: 'admin',
    encoding: 'json',
    headers: { [ADMIN_CSRF_HEADER]: '1' },
    meta: baseMeta,
  });
