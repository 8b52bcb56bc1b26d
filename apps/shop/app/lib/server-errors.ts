import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessageOf, toast } from '@nyiur/shell';

/**
 * Shows a failed submit: field messages from a 422 go under their fields, and the server's
 * message (or the error's) goes into an error toast (spec §8), through `say` in the page's
 * language when it is a message the screen knows.
 */
export function reportSubmitError<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>> = {},
  say: (text: string) => string = (text) => text,
): void {
  if (error instanceof ApiError && setError) {
    for (const [field, message] of Object.entries(error.errors)) {
      const target = fieldMap[field] ?? (field as Path<T>);
      setError(target, { type: 'server', message });
    }
  }
  toast.error(say(errorMessageOf(error)));
}

/** Login and registration wait this long before moving on (spec §4, §9). */
export const AFTER_LOGIN_DELAY_MS = 1000;

export const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
