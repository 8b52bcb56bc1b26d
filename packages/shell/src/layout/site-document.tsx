import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { siteConfig } from '@nyiur/content';
import type { AppName } from '@nyiur/domain';
import { DisplayFontPreload } from '@nyiur/ui/display-font';
import { ShellProviders } from './shell-providers';

/** The HTML document every page of the brand and the shop stands in. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-MY">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <DisplayFontPreload />
        <link rel="icon" type="image/svg+xml" href={siteConfig.logo.onLight.src} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* No <ScrollRestoration>: it renders an inline script, which the CSP forbids. The shell scrolls to top on every path change. */}
        <Scripts />
      </body>
    </html>
  );
}

/** An app's root: the shell's providers around the matched route. */
export function SiteApp({ app }: { app: AppName }) {
  return (
    <ShellProviders app={app}>
      <Outlet />
    </ShellProviders>
  );
}
