import '@nyiur/ui/styles.css';
import './shop.css';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { siteConfig } from '@nyiur/content';
import { DisplayFontPreload } from '@nyiur/ui/display-font';
import { ShellProviders } from '@nyiur/shell';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-MY">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <DisplayFontPreload />
        <link rel="icon" type="image/svg+xml" href={siteConfig.logo.light.src} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* No <ScrollRestoration>: its inline script breaks the CSP; the shell scrolls to top on navigation. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <ShellProviders app="shop">
      <Outlet />
    </ShellProviders>
  );
}

export function HydrateFallback() {
  return null;
}
