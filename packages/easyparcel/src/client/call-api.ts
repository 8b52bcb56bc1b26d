import { callJson } from '@nyiur/http-call';
import type { HttpCall } from '@nyiur/http-call';
import type { z } from 'zod';
import { errorResponseSchema } from '../wire/schemas';
import type { CallFailure, CallResult } from './call-failure';

export type { HttpCall };

const failureOf = (status: number, body: unknown): CallFailure => {
  const parsed = errorResponseSchema.safeParse(body);
  const error = parsed.success ? parsed.data : null;
  const named = typeof error?.error === 'string' ? error.error : error?.error?.name;
  const message = error?.message ?? error?.error_description ?? named ?? `HTTP ${status}`;
  if (status === 401) return { kind: 'unauthorized', status, message };
  if (status === 404) return { kind: 'not-found', status, message };
  if (status === 429) return { kind: 'throttled', status };
  if (status >= 500) return { kind: 'unavailable', status };
  const data = error?.data;
  const errors = data && !Array.isArray(data) ? data.errors : [];
  return { kind: 'rejected', status, message, errors };
};

/**
 * One HTTP call, its answer read against `schema`. EasyParcel repeats the HTTP status as
 * `status_code` in the body (a 200 may carry 401 or 404 there), so both are read. Never throws.
 */
export const callApi = <T extends z.ZodType>(
  call: HttpCall,
  schema: T,
): Promise<CallResult<z.output<T>>> =>
  callJson(call, schema, (response, body) => {
    const inBody =
      typeof body === 'object' && body !== null && 'status_code' in body
        ? Number((body as { status_code: unknown }).status_code)
        : response.status;
    const status = response.ok && inBody >= 400 ? inBody : response.status;
    return status >= 400 ? failureOf(status, body) : null;
  });
