/** The parts of a database driver's error that say what went wrong without the data. */
interface DatabaseErrorParts {
  readonly code?: unknown;
  readonly constraint?: unknown;
  readonly table?: unknown;
  readonly column?: unknown;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The stack's frames without its first line, which repeats the message. */
const framesOf = (error: Error): string =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/** The shape pino's error serializer answers. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const isQueryError = (error: Error): boolean =>
  error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:');

/**
 * What the logs keep of an error. A failed query's message and fields carry the query's
 * parameters (an e-mail with its password hash, an order token) and PostgreSQL's message and
 * detail can quote values, so for database errors only the SQLSTATE code, constraint, table and
 * column are kept, with the stack's frames; other errors keep their message.
 */
export function logSafeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const cause = error.cause instanceof Error ? error.cause : undefined;
  if (isQueryError(error)) {
    const parts = (cause ?? {}) as DatabaseErrorParts;
    return {
      type: error.name,
      message: 'database query failed',
      code: text(parts.code),
      constraint: text(parts.constraint),
      table: text(parts.table),
      column: text(parts.column),
      stack: framesOf(error),
    };
  }
  const databaseCode = text((error as DatabaseErrorParts).code);
  const fromDatabase = databaseCode !== undefined && /^[0-9A-Z]{5}$/.test(databaseCode);
  return {
    type: error.name,
    message: fromDatabase ? 'database error' : error.message,
    code: databaseCode,
    stack: framesOf(error),
    ...(cause ? { cause: logSafeError(cause) } : {}),
  };
}
