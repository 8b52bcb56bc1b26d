import { createAdminClient } from '@nyiur/api';
import { ApiError } from '@nyiur/api/client/errors';
import { toast } from '@nyiur/ui';

/** Where the API lives: the back office's own origin. */
const API_BASE_URL = '/api';

/** The one client of the back office, over the same origin's /api. */
export const adminApi = createAdminClient({
  baseUrl: new URL(API_BASE_URL, window.location.origin).href,
});

/** The data of a successful answer, for a query or a change that reads it. */
export const dataOf = <Data>(result: { data: Data }): Data => result.data;

/** The message to show for a failed call: the server's own words, or the network's. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/** Field messages of a 422, keyed by field. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.errors : {};

export const needsReauth = (error: unknown): boolean =>
  error instanceof ApiError && error.reauthRequired;

export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && error.sessionEnded;

/** An error toast for a failed call. */
export const toastFailure = (error: unknown): void => {
  toast.error(failureMessage(error));
};
