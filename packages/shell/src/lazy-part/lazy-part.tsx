import { Suspense, lazy, type ComponentType } from 'react';
import { Spinner } from '@nyiur/ui';

/**
 * A part of a prerendered page whose code comes after the page's own, through `React.lazy`: the
 * prerender writes it whole, and React keeps that HTML until the code is here (decision 0024).
 * The spinner shows only where the part is first rendered in the browser.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label = 'Loading',
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Spinner label={label} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
