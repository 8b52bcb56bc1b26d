import { useContext, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
} from 'react-router';
import { siteConfig } from '@nyiur/content';
import { LOCALE_TAG, localeOfPath, type AppName } from '@nyiur/domain';
import { DisplayFontPreload } from '@nyiur/ui/display-font';
import { ShellProviders } from './shell-providers';

/**
 * The matched routes' stylesheets (one for the whole app, see site-vite-config.js) with React 19's
 * `precedence`: React then writes them ahead of the module preloads `<Scripts>` hoists into the
 * head, so on a thin link the CSS the first paint waits for does not queue behind the
 * JavaScript. `<Links>` would write them after the preloads. The dev server inlines its CSS
 * instead (critical CSS), so there `<Links>` stays.
 */
function RouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework || framework.criticalCss !== undefined) return <Links />;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="default" />
  ));
}

/** The HTML document every page of the brand and the shop stands in. */
export function SiteDocument({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={LOCALE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f4d3a" />
        <DisplayFontPreload />
        <link rel="icon" type="image/svg+xml" href={siteConfig.logo.onLight.src} />
        <Meta />
        <RouteStylesheets />
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
