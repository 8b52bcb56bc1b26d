import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-client';

/** A client per app: session errors are not retried, others once. */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
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
