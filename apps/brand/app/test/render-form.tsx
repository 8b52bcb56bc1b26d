// jest-dom's matchers and the jsdom stand-ins (observers, matchMedia) the shell's tests use.
import '@nyiur/shell/test-setup';
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inLocale, type Locale } from '@nyiur/domain';
import { ShellProviders } from '@nyiur/shell';
import { InLocale } from '@nyiur/shell/test-locale';

afterEach(() => cleanup());

/**
 * Renders a brand form at `path` (its Malay twin for `ms`) inside the real shell providers and
 * the chrome's messages of the language; the form waits for its own words (inside a Suspense, as
 * on the page), so the render is awaited.
 */
export async function renderForm(path: string, form: ReactNode, locale: Locale = 'en') {
  const at = inLocale(path, locale);
  const router = createMemoryRouter(
    [
      {
        path: at,
        element: (
          <ShellProviders app="brand">
            <InLocale locale={locale}>
              <Suspense fallback={null}>{form}</Suspense>
            </InLocale>
          </ShellProviders>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(<RouterProvider router={router} />);
  });
  if (!rendered) throw new Error('renderForm: nothing rendered');
  return rendered;
}
