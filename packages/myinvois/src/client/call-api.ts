import type { z } from 'zod';
import { errorResponseSchema } from '../calls/error-response';
import type { CallFailure, CallResult } from './call-failure';

export interface HttpCall {
  fetch: typeof fetch;
  timeoutMs: number;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const retryAfter = (response: Response): number | null => {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? value : null;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
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
export const callApi = async <T extends z.ZodType>(
  call: HttpCall,
  schema: T,
): Promise<CallResult<z.output<T>>> => {
  let response: Response;
  let body: unknown;
  try {
    response = await call.fetch(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    body = await readJson(response);
  } catch (error) {
    return {
      ok: false,
      failure: {
        kind: 'unreachable',
        message: error instanceof Error ? error.message : String(error),
      },
    };
  }
  if (!response.ok) return { ok: false, failure: failureOf(response, body) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      failure: { kind: 'bad-answer', status: response.status, message: parsed.error.message },
    };
  }
  return { ok: true, value: parsed.data };
};
