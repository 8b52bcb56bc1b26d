import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every path change scrolls the window to the top (spec §2). */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
