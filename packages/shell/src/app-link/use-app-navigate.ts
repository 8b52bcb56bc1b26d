import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { inLocale } from '@nyiur/domain';
import { useLocale } from '../i18n/use-locale';
import { useCurrentApp } from './app-context';
import { isOwnPath } from './app-link';

/**
 * Navigates within the current app's router, or loads the page when the other app owns it; a
 * site path goes to its page in the current page's language.
 */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const app = useCurrentApp();
  const locale = useLocale();
  return useCallback(
    (target, options) => {
      const to = inLocale(target, locale);
      if (isOwnPath(to, app)) {
        void navigate(to, { replace: options?.replace ?? false });
      } else if (options?.replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    [app, locale, navigate],
  );
}
