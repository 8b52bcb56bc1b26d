import { startTransition, useEffect, useState } from 'react';

/**
 * False while React hydrates prerendered HTML, true afterwards. Browser-only state (the stored
 * session, the viewport) is read only once this is true, so the first client render matches
 * the prerendered page.
 *
 * Each component starts false and switches after its own first commit, in an effect: after
 * hydration React renders what changes with it (the session in the top bar, the forms coming
 * alive) as a task of its own, not as a synchronous re-render inside the hydration commit, which
 * made that commit one long task on a phone. The switch is a transition, so that render yields to
 * the browser every few milliseconds instead of running as one task. Per component, not once per page: a part of the
 * page that hydrates later (a Suspense boundary) must render as the server did too. A component
 * mounted later in the browser shows its browser-only state a frame or so after mounting.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
