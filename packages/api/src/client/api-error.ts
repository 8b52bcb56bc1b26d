import { errorMessages } from '@nyiur/domain';
import type { FieldErrors } from '../envelope';

/** `code` of an ApiError when no answer arrived (network down, timeout, aborted). */
export const NETWORK_ERROR = 0;
/** `code` of an ApiError when an answer arrived but did not match the contract. */
export const INVALID_RESPONSE = -1;

export interface ApiErrorInit {
  code: number;
  message: string;
  /** HTTP status of the answer; 0 when none arrived or the request was never sent. */
  status: number;
  errors?: FieldErrors;
  sessionEnded?: boolean;
  /** The back office's step-up: the password or a code is asked for again before this call. */
  reauthRequired?: boolean;
  cause?: unknown;
}

/**
 * Any call that did not end in code 200. `message` is the server's, ready for an error toast;
 * `errors` holds the field messages of a 422; `sessionEnded` says the stored session was cleared;
 * `reauthRequired` says the server wants the password or a code again before it runs the call.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly errors: FieldErrors;
  readonly sessionEnded: boolean;
  readonly reauthRequired: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.sessionEnded = init.sessionEnded ?? false;
    this.reauthRequired = init.reauthRequired ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The error of a call that reached no server, or whose code could not be fetched. */
export const networkError = (cause: unknown): ApiError =>
  new ApiError({ code: NETWORK_ERROR, status: 0, message: errorMessages.network, cause });
