interface ErrorCode {
  readonly status: number;
  readonly code: number;
  readonly message: string;
}

/** An entry of the table; the envelope code is the HTTP status unless said otherwise. */
const answer = (status: number, message: string, code = status): ErrorCode => ({
  status,
  code,
  message,
});

/**
 * The one table from error kinds to HTTP status, envelope code and default message. Everything
 * the server answers with an error goes through it.
 */
export const errorCodes = {
  bad_request: answer(400, 'The request could not be read.'),
  unauthenticated: answer(401, 'Unauthorized'),
  token_expired: answer(401, 'Your session has expired. Please login again.', 1001),
  token_invalid: answer(401, 'Your session is no longer valid. Please login again.', 1002),
  invalid_credentials: answer(400, 'The email or password is incorrect.'),
  forbidden: answer(403, 'You are not allowed to do this.'),
  not_found: answer(404, 'Not found.'),
  method_not_allowed: answer(405, 'Method not allowed.'),
  conflict: answer(409, 'This was changed at the same time. Please try again.'),
  payload_too_large: answer(413, 'The request is too large.'),
  unsupported_media_type: answer(415, 'This content type is not accepted.'),
  validation: answer(422, 'Please check the form and try again.'),
  rate_limited: answer(429, 'Too many attempts. Please wait a moment and try again.'),
  internal: answer(500, 'Something went wrong on our side. Please try again.'),
  unavailable: answer(503, 'The service is starting or busy. Please try again.'),
} satisfies Record<string, ErrorCode>;

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
