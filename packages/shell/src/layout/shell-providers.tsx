import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { AppName } from '@nyiur/domain';
import { AppContext } from '../app-link/app-context';
import { useHydrated } from '@nyiur/ui';
import { replayHeldTaps } from '../lazy/held-taps';
import { GlobalLoadingOverlay } from '../loading-overlay/global-loading-overlay';
import { createShellQueryClient } from '../queries/query-client';
import {
  TOKEN_STORAGE_KEY,
  syncSessionFromStorage,
  useSessionStore,
} from '../stores/session-store';
import { watchViewport } from '../stores/viewport-store';
import { showCarriedToast } from '../toasts/carried-toast';

/**
 * The toast region (and Radix Toast under it) loads once the page has hydrated; a toast raised
 * before it is there waits in the toast store and shows as soon as it mounts. It is imported in an
 * effect and rendered once it has come, without suspending: on Preact (tried in decision 0020) a
 * part that suspends while the page is still hydrating took the next prerendered element as its
 * own.
 */
function useToaster(): ComponentType | null {
  const [toaster, setToaster] = useState<{ Toaster: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    void import('@nyiur/ui/toaster').then((module) => {
      if (live) setToaster({ Toaster: module.Toaster });
    });
    return () => {
      live = false;
    };
  }, []);
  return toaster?.Toaster ?? null;
}

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
  const Toaster = useToaster();
  useEffect(() => watchViewport(), []);
  // The page is hydrated (this effect runs after every effect below it): the buttons tapped
  // before the code had come are tapped again.
  useEffect(() => replayHeldTaps(), []);
  // Once the toaster is there, the toast an earlier page carried over (a move between apps).
  useEffect(() => {
    if (hydrated) showCarriedToast();
  }, [hydrated]);
  return (
    <AppContext.Provider value={app}>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        {children}
        {Toaster && <Toaster />}
        <GlobalLoadingOverlay />
      </QueryClientProvider>
    </AppContext.Provider>
  );
}
