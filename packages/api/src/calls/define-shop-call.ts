import type { z } from 'zod';
import { defineCall, type Access, type ApiCall } from '../define-call';
import { baseMeta } from '../envelope';

/** Declares a call of the shop's API as most are: a JSON POST answered with the usual meta. */
export const defineShopCall = <Req extends z.ZodType, Res extends z.ZodType>(call: {
  readonly path: `/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly access: Exclude<Access, 'admin'>;
  readonly request: Req;
  readonly response: Res;
}): ApiCall<Req, Res, typeof baseMeta> =>
  defineCall({ ...call, method: 'POST', encoding: 'json', meta: baseMeta });
