import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/** Turns zod issues into one message per field (the first issue of each field wins). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates a request body (or query) against a contract schema; a failure is a 422. */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
): z.output<TSchema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(fieldErrorsOf(result.error));
  return result.data;
}
