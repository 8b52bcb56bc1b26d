import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Spinner, useHydrated } from '@nyiur/ui';
import { useShellTranslate } from '../i18n/translate';
import { HYDRATED_MARK } from '../layout/hydrated-mark';

/**
 * Sets the hydrated mark once the part beside it has hydrated: it hydrates with that part, and
 * its effect runs after the part's own, in the commit where the part's controls came alive.
 */
function MarkHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) performance.mark(HYDRATED_MARK);
  }, [hydrated]);
  return null;
}

/** The spinner a part shows while its code loads, named in the page's language. */
function LoadingSpinner({ label }: { label: string | undefined }) {
  const t = useShellTranslate();
  return <Spinner label={label ?? t('loading')} />;
}

/**
 * A part of a prerendered page whose code comes after the page's own, through `React.lazy`: the
 * prerender writes it whole, and React keeps that HTML until the code is here (decision 0024).
 * The spinner shows only where the part is first rendered in the browser.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label?: string,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<LoadingSpinner label={label} />}>
        <Part {...props} />
        <MarkHydrated />
      </Suspense>
    );
  };
}
