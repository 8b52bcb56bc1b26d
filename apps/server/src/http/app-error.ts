import { errorCodes, type ErrorKind } from './error-codes';

/** Field name -> the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** An expected failure, answered with the envelope of its kind. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly data: unknown;

  constructor(kind: ErrorKind, message?: string, data?: unknown) {
    super(message ?? errorCodes[kind].message);
    this.name = 'AppError';
    this.kind = kind;
    this.data = data;
  }

  /** A 422 whose top-level message is the first field's, so a toast reads well too. */
  static validation(errors: FieldErrors, message?: string): AppError {
    const first = Object.values(errors)[0];
    return new AppError('validation', message ?? first, { errors });
  }

  static notFound(message?: string): AppError {
    return new AppError('not_found', message);
  }
}
