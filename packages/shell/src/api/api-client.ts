import type { z } from 'zod';
import { anyEnvelope, contract, endsSession, OK } from '@nyiur/api';
import type { BaseMeta, CallName, Contract, FieldErrors } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { useSessionStore } from '../stores/session-store';

/** Where the API lives: the same origin as both apps (ARCHITECTURE §4). */
export const API_BASE_URL = '/api';

export type CallInput<N extends CallName> = z.input<Contract[N]['request']>;
export type CallData<N extends CallName> = z.output<Contract[N]['response']>;

export interface CallResult<N extends CallName> {
  readonly data: CallData<N>;
  readonly message: string;
  readonly meta: BaseMeta | undefined;
}

/** An answer whose code is not 200, or a request that never got an answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const encode = (encoding: string, input: unknown): { body: BodyInit; type?: string } => {
  if (encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    return { body: form, type: 'application/x-www-form-urlencoded' };
  }
  if (encoding === 'multipart') return { body: input as FormData };
  return { body: JSON.stringify(input ?? {}), type: 'application/json' };
};

/**
 * Makes one call of the contract with the session rules of spec §4: the stored access token
 * rides in `Authorization` and `access_token`; a renewed token in `meta.access_token` replaces
 * it; 401, 1001, 1002 or "Unauthorized" end the session (localStorage is cleared).
 */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
): Promise<CallResult<N>> {
  const call = contract[name];
  const { body, type } = encode(call.encoding, input);
  const headers = new Headers(call.headers);
  if (type) headers.set('Content-Type', type);
  headers.set('Accept', 'application/json');
  const token = useSessionStore.getState().token?.access_token;
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('access_token', token);
  }

  let raw: unknown;
  try {
    const response = await fetch(`${API_BASE_URL}${call.path}`, {
      method: call.method,
      headers,
      body,
    });
    raw = await response
      .json()
      .catch(() => ({ code: response.status, message: response.statusText }));
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : messages.errors.generic, 0);
  }

  const parsed = anyEnvelope.safeParse(raw);
  if (!parsed.success) throw new ApiError(messages.errors.generic, 0);
  const envelope = parsed.data;

  if (envelope.meta?.access_token) {
    useSessionStore.getState().replaceAccessToken(envelope.meta.access_token);
  }
  if (envelope.code !== OK) {
    if (token && endsSession(envelope.code, envelope.message)) useSessionStore.getState().clear();
    const errors = (envelope.data as { errors?: FieldErrors } | undefined)?.errors;
    throw new ApiError(envelope.message || messages.errors.generic, envelope.code, errors ?? {});
  }
  const data = call.response.parse(envelope.data) as CallData<N>;
  return { data, message: envelope.message, meta: envelope.meta ?? undefined };
}
