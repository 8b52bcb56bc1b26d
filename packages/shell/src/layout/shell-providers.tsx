import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { AppName } from '@nyiur/domain';
import { AppContext } from '../app-link/app-context';
import { useHydrated, useToastRaised } from '@nyiur/ui';
import { GlobalLoadingOverlay } from '../loading-overlay/global-loading-overlay';
import { createShellQueryClient } from '../queries/query-client';
import {
  TOKEN_STORAGE_KEY,
  syncSessionFromStorage,
  useSessionStore,
} from '../stores/session-store';
import { watchViewport } from '../stores/viewport-store';
import { showCarriedToast } from '../toasts/carried-toast';
import { HYDRATED_MARK } from './hydrated-mark';

// The toast region (and Radix Toast under it) loads with the first toast the page raises, not with
// every page; a toast raised before it is there waits in the toast store and shows once it mounts.
const Toaster = lazy(() =>
  import('@nyiur/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Drops every cached server answer when the session ends, so no user data outlives it. */
function SessionWatcher() {
  const queryClient = useQueryClient();
  const hasToken = useSessionStore((state) => state.token !== null);
  useEffect(() => {
    if (!hasToken) queryClient.removeQueries();
  }, [hasToken, queryClient]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY) syncSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}

export interface ShellProvidersProps {
  /** The app being rendered: decides which links stay in its router. */
  app: AppName;
  children: ReactNode;
}

/**
 * Everything both apps need around their routes: the app name for links, TanStack Query, the
 * toaster, the global loading overlay, the viewport watcher and the session watcher.
 */
export function ShellProviders({ app, children }: ShellProvidersProps) {
  const [queryClient] = useState(createShellQueryClient);
  // The toast region carries a style attribute; rendering it only in the browser keeps the
  // prerendered HTML free of inline styles (strict CSP).
  const hydrated = useHydrated();
  const toastRaised = useToastRaised();
  useEffect(() => watchViewport(), []);
  // Once the toaster is there, the toast an earlier page carried over (a move between apps).
  useEffect(() => {
    if (hydrated) showCarriedToast();
  }, [hydrated]);
  // Child effects run first, so by now the forms and buttons below have committed their enabled state.
  useEffect(() => {
    if (hydrated) performance.mark(HYDRATED_MARK);
  }, [hydrated]);
  return (
    <AppContext.Provider value={app}>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        {children}
        {hydrated && toastRaised && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
        <GlobalLoadingOverlay />
      </QueryClientProvider>
    </AppContext.Provider>
  );
}
