import type { z } from 'zod';
import { errorResponseSchema } from '../wire/schemas';
import type { CallFailure, CallResult } from './call-failure';

export interface HttpCall {
  fetch: typeof fetch;
  timeoutMs: number;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

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
  const inBody =
    typeof body === 'object' && body !== null && 'status_code' in body
      ? Number((body as { status_code: unknown }).status_code)
      : response.status;
  const status = response.ok && inBody >= 400 ? inBody : response.status;
  if (status >= 400) return { ok: false, failure: failureOf(status, body) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      failure: { kind: 'bad-answer', status: response.status, message: parsed.error.message },
    };
  }
  return { ok: true, value: parsed.data };
};
