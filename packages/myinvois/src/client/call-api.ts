import { callJson } from '@nyiur/http-call';
import type { HttpCall } from '@nyiur/http-call';
import type { z } from 'zod';
import { errorResponseSchema } from '../calls/error-response';
import type { CallFailure, CallResult } from './call-failure';

export type { HttpCall };

const retryAfter = (response: Response): number | null => {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? value : null;
};

const failureOf = (response: Response, body: unknown): CallFailure => {
  const parsed = errorResponseSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  const { status } = response;
  if (status === 401)
    return { kind: 'unauthorized', status, message: error?.error ?? 'Unauthorized' };
  if (status === 404) return { kind: 'not-found', status };
  if (status === 429) return { kind: 'throttled', status, retryAfterSeconds: retryAfter(response) };
  if (status === 422 && error?.errorCode === 'DuplicateSubmission') {
    return { kind: 'duplicate', status, retryAfterSeconds: retryAfter(response), error };
  }
  if (status >= 500) return { kind: 'unavailable', status };
  return { kind: 'rejected', status, error };
};

/** One HTTP call, its answer read against `schema`. Never throws. */
export const callApi = <T extends z.ZodType>(
  call: HttpCall,
  schema: T,
): Promise<CallResult<z.output<T>>> =>
  callJson(call, schema, (response, body) => (response.ok ? null : failureOf(response, body)));
