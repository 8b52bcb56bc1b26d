import { errorMessages } from '@nyiur/domain';

/** The text to toast for a failed request: the server's message, else the error's (spec §8). */
export const errorMessageOf = (error: unknown, fallback: string = errorMessages.generic): string =>
  error instanceof Error && error.message ? error.message : fallback;
