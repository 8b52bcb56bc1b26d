import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { AppName } from '@nyiur/domain';
import { Button, ErrorPage, buttonClassName } from '@nyiur/ui';
import { callApi } from '../api/api-client';

/** The error's own words, without a stack: the server log keeps what it needs to find it. */
const messageOf = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 500) || 'Unknown error';
};

/** Each browser's words for a chunk that could not be fetched: after a release, the old ones. */
const STALE_CODE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_KEY = 'nyiur:reloaded-for';

/**
 * A page that asked for code a new release has replaced gets the new page once, by itself; a
 * second failure on the same path shows the error page instead of reloading for ever.
 */
function reloadedForStaleCode(error: unknown, path: string): boolean {
  if (!(error instanceof Error) || !STALE_CODE.test(error.message)) return false;
  if (window.sessionStorage.getItem(RELOADED_KEY) === path) return false;
  window.sessionStorage.setItem(RELOADED_KEY, path);
  window.location.reload();
  return true;
}

/**
 * The root error boundary of the brand and the shop: a page that throws shows the design
 * system's error page with a way home, and the error goes to the server log. A 404 is the
 * not-found page's business, so it is not reported.
 */
export function RootErrorBoundary({ app }: { app: AppName }) {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound || reloadedForStaleCode(error, pathname)) return;
    // The report is best-effort: a page that is already broken must not fail again over it.
    callApi('clientErrorReport', { app, path: pathname, message: messageOf(error) }).catch(
      () => undefined,
    );
  }, [app, pathname, error, notFound]);

  return (
    <ErrorPage
      title={notFound ? 'Page not found' : 'Something went wrong'}
      actions={
        <>
          {!notFound && <Button onClick={() => window.location.reload()}>Try again</Button>}
          <a href="/" className={buttonClassName({ variant: 'outline' })}>
            Back to home
          </a>
        </>
      }
    >
      <p>
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'This page could not be shown. Your cart and your account are safe: please try again, or go back to the home page.'}
      </p>
    </ErrorPage>
  );
}
