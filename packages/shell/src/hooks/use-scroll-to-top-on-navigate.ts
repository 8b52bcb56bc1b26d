import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every path change scrolls the window to the top (spec §2). The path the page was loaded at is
 * left where it is: the browser placed it (at the top, or where a reload left it), and a shopper
 * on a slow phone may already have scrolled down before the page's code came; the page must not
 * jump back to the top under them once it hydrates.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
