import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ShellProviders } from '@nyiur/shell';

/** Shows where the router has gone, so a test can see a redirect after a submit. */
function Landing() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** Renders one shop screen at `path` inside the real shell providers and a memory router. */
export function renderRoute(path: string, screen: ReactNode, entry = path) {
  const router = createMemoryRouter(
    [
      { path, element: <ShellProviders app="shop">{screen}</ShellProviders> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
