import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ShellProviders } from '@nyiur/shell';
import { InLocale } from '@nyiur/shell/test-locale';
import type { Locale } from '@nyiur/domain';
import { messages as english } from '../locales/en.json?lingui';
import { messages as malay } from '../locales/ms.json?lingui';

const pages = { en: english, ms: malay };

/** Shows where the router has gone, so a test can see a redirect after a submit. */
function Landing() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * Renders one shop screen at `path` inside the real shell providers, the messages of a language
 * (English unless told) and a memory router.
 */
export function renderRoute(path: string, screen: ReactNode, entry = path, locale: Locale = 'en') {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <ShellProviders app="shop">
            <InLocale locale={locale} extra={[pages[locale]]}>
              {screen}
            </InLocale>
          </ShellProviders>
        ),
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * As `renderRoute`, for a screen that waits for its words (`partMessages`) as it first renders:
 * a test's act resumes a part suspended inside it only when the act is awaited.
 */
export async function renderScreen(
  path: string,
  screen: ReactNode,
  entry = path,
  locale: Locale = 'en',
): Promise<ReturnType<typeof renderRoute>> {
  let rendered: ReturnType<typeof renderRoute> | undefined;
  await act(async () => {
    rendered = renderRoute(path, screen, entry, locale);
  });
  if (!rendered) throw new Error('renderScreen: nothing rendered');
  return rendered;
}
