import { clientErrorReport } from '@nyiur/api';
import { createContractClient } from '@nyiur/api/client';
import { Button, ErrorPage, buttonClassName } from '@nyiur/ui';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';

/** The one call this page makes: what broke goes to the server log, as the shop's pages do. */
const reporter = createContractClient(
  { clientErrorReport: async () => clientErrorReport },
  { baseUrl: new URL('/api', window.location.origin).href },
);

const messageOf = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500) ||
  'Unknown error';

/** The back office's root error boundary: the design system's error page and a report. */
export function AdminErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    // Best effort: a broken screen must not fail again over its report.
    reporter
      .clientErrorReport({ app: 'admin', path: `/admin${pathname}`, message: messageOf(error) })
      .catch(() => undefined);
  }, [error, pathname]);
  return (
    <ErrorPage
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <a href="/admin" className={buttonClassName({ variant: 'outline' })}>
            Back to the dashboard
          </a>
        </>
      }
    >
      <p>This screen could not be shown. What you saved before is kept: please try again.</p>
    </ErrorPage>
  );
}
