import type { z } from 'zod';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR } from '../client/api-error';
import { anyEnvelope, OK } from '../envelope';
import { adminContract, type AdminCallName, type AdminContract } from './admin-contract';
import { ADMIN_CSRF_HEADER } from './define-admin-call';

/** An admin call that failed; `reauthRequired` asks for the password or a code again. */
export class AdminApiError extends ApiError {
  readonly reauthRequired: boolean;

  constructor(init: ConstructorParameters<typeof ApiError>[0] & { reauthRequired?: boolean }) {
    super(init);
    this.name = 'AdminApiError';
    this.reauthRequired = init.reauthRequired ?? false;
  }
}

type Input<K extends AdminCallName> = z.input<AdminContract[K]['request']>;
type Output<K extends AdminCallName> = z.output<AdminContract[K]['response']>;

export interface AdminClient {
  call<K extends AdminCallName>(name: K, input: Input<K>): Promise<Output<K>>;
}

/**
 * The back office's client: same-origin POSTs with the session cookie and the CSRF header,
 * answers parsed with the contract's response schemas, failures as {@link AdminApiError}.
 */
export function createAdminClient(options: {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}): AdminClient {
  // The global fetch is looked up at each call, so a fetch installed later (a test's) is used.
  const doFetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async call(name, input) {
      const call = adminContract[name];
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}${call.path}`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', [ADMIN_CSRF_HEADER]: '1' },
          body: JSON.stringify(input ?? {}),
        });
      } catch (cause) {
        throw new AdminApiError({
          code: NETWORK_ERROR,
          status: 0,
          message: 'The back office cannot be reached. Check the connection and try again.',
          cause,
        });
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      const envelope = anyEnvelope.safeParse(body);
      if (!envelope.success) {
        throw new AdminApiError({
          code: INVALID_RESPONSE,
          status: response.status,
          message: 'The back office answered something unexpected. Please try again.',
        });
      }
      const { code, message, data } = envelope.data;
      if (code !== OK) {
        const details = (data ?? {}) as {
          errors?: Record<string, string>;
          reauth_required?: boolean;
        };
        throw new AdminApiError({
          code,
          status: response.status,
          message,
          errors: details.errors ?? {},
          sessionEnded: response.status === 401,
          reauthRequired: details.reauth_required === true,
        });
      }
      const parsed = call.response.safeParse(data);
      if (!parsed.success) {
        throw new AdminApiError({
          code: INVALID_RESPONSE,
          status: response.status,
          message: 'The back office answered something unexpected. Please try again.',
          cause: parsed.error,
        });
      }
      return parsed.data as Output<typeof name>;
    },
  };
}
