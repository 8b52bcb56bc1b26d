/** One call to a service's JSON API. */
export interface HttpCall {
  fetch: typeof fetch;
  timeoutMs: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** No answer came, or the connection dropped: the call may have been carried out. */
export interface Unreachable {
  kind: 'unreachable';
  message: string;
}

/** An answer the service calls good that does not read as documented. */
export interface BadAnswer {
  kind: 'bad-answer';
  status: number;
  message: string;
}

/** What reads an answer: a zod schema fits. */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}

export type JsonCallResult<T, F> =
  { ok: true; value: T } | { ok: false; failure: F | Unreachable | BadAnswer };

export const unreachable = (error: unknown): Unreachable => ({
  kind: 'unreachable',
  message: error instanceof Error ? error.message : String(error),
});

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Sends `call` and reads its answer against `schema`. `refusal` is the service's own reading of
 * an answer it did not carry out (null for one to use): each service says so its own way. Never
 * throws.
 */
export async function callJson<T, F>(
  call: HttpCall,
  schema: AnswerSchema<T>,
  refusal: (response: Response, body: unknown) => F | null,
): Promise<JsonCallResult<T, F>> {
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
    return { ok: false, failure: unreachable(error) };
  }
  const refused = refusal(response, body);
  if (refused !== null) return { ok: false, failure: refused };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      failure: { kind: 'bad-answer', status: response.status, message: parsed.error.message },
    };
  }
  return { ok: true, value: parsed.data };
}
