import { AdminApiError, createAdminClient } from '@nyiur/api';
import { toast } from '@nyiur/ui';

/** The one client of the back office, over the same origin's /api. */
export const adminApi = createAdminClient({ baseUrl: '/api' });

/** The message to show for a failed call: the server's own words, or the network's. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** Field messages of a 422, keyed by field. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof AdminApiError ? error.errors : {};

export const needsReauth = (error: unknown): boolean =>
  error instanceof AdminApiError && error.reauthRequired;

export const sessionEnded = (error: unknown): boolean =>
  error instanceof AdminApiError && error.sessionEnded;

/** An error toast for a failed call. */
export const toastFailure = (error: unknown): void => {
  toast.error(failureMessage(error));
};
