/**
 * The one table from error kinds to HTTP status, envelope code and default message. Everything
 * the server answers with an error goes through it.
 */
export const errorCodes = {
  bad_request: { status: 400, code: 400, message: 'The request could not be read.' },
  unauthenticated: { status: 401, code: 401, message: 'Unauthorized' },
  token_expired: {
    status: 401,
    code: 1001,
    message: 'Your session has expired. Please login again.',
  },
  token_invalid: {
    status: 401,
    code: 1002,
    message: 'Your session is no longer valid. Please login again.',
  },
  invalid_credentials: { status: 400, code: 400, message: 'The email or password is incorrect.' },
  forbidden: { status: 403, code: 403, message: 'You are not allowed to do this.' },
  not_found: { status: 404, code: 404, message: 'Not found.' },
  method_not_allowed: { status: 405, code: 405, message: 'Method not allowed.' },
  conflict: {
    status: 409,
    code: 409,
    message: 'This was changed at the same time. Please try again.',
  },
  payload_too_large: { status: 413, code: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, code: 415, message: 'This content type is not accepted.' },
  validation: { status: 422, code: 422, message: 'Please check the form and try again.' },
  rate_limited: {
    status: 429,
    code: 429,
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  internal: {
    status: 500,
    code: 500,
    message: 'Something went wrong on our side. Please try again.',
  },
  unavailable: {
    status: 503,
    code: 503,
    message: 'The service is starting or busy. Please try again.',
  },
} as const satisfies Record<string, { status: number; code: number; message: string }>;

export type ErrorKind = keyof typeof errorCodes;

/** The kind for a plain HTTP status raised by Fastify or a plugin. */
export function kindForStatus(status: number): ErrorKind {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 406:
    case 415:
      return 'unsupported_media_type';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 422:
      return 'validation';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'internal';
  }
}
