import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@nyiur/ui';
import { ApiError } from '../api/api-client';
import { errorMessageOf } from '../api/error-message';

/** The same failure from several queries at once (one outage) is shown once. */
const REPEAT_WINDOW_MS = 3_000;

/**
 * A client per app: session errors are not retried, others once. A load that fails for good shows
 * the server's message (or the network message) in an error toast (spec §8), unless the query
 * says `meta: { errorToast: false }` because its screen shows the failure itself.
 */
export function createShellQueryClient(): QueryClient {
  const lastShown = new Map<string, number>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.['errorToast'] === false) return;
        const message = errorMessageOf(error);
        const now = Date.now();
        if (now - (lastShown.get(message) ?? 0) < REPEAT_WINDOW_MS) return;
        lastShown.set(message, now);
        toast.error(message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.code >= 400 && error.code < 2000),
      },
      mutations: { retry: false },
    },
  });
}
