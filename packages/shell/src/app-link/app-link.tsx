import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { appForPath, inLocale } from '@nyiur/domain';
import { useLocale } from '../i18n/use-locale';
import { useCurrentApp } from './app-context';

export type AppLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A site path such as `/products` or `/about/why-nyiur?x=1`. */
  to: string;
};

/** Whether a path is rendered by the given app's router (false for the other app and unknown paths). */
export const isOwnPath = (to: string, app: string): boolean =>
  to.startsWith('/') && !to.startsWith('//') && appForPath(to) === app;

/**
 * A link that stays inside the current app's router for its own paths and is a plain anchor
 * (a full page load) for the other app's paths (ARCHITECTURE §6). A site path leads to its page
 * in the language of the page the link is on.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const app = useCurrentApp();
  const path = inLocale(to, useLocale());
  if (isOwnPath(path, app)) return <Link to={path} {...props} />;
  return <a href={path} {...props} />;
}
