import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentApp } from './app-context';
import { isOwnPath } from './app-link';

/** Navigates within the current app's router, or loads the page when the other app owns it. */
export function useAppNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const app = useCurrentApp();
  return useCallback(
    (to, options) => {
      if (isOwnPath(to, app)) {
        void navigate(to, { replace: options?.replace ?? false });
      } else if (options?.replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    [app, navigate],
  );
}
