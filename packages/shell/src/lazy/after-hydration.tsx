import { Suspense, lazy, memo, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';

/** A thenable that calls back at once: React.lazy then renders without suspending. */
export const settled = <T,>(value: T): PromiseLike<T> => ({
  then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
    (onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
});

/** The parts whose code was asked for while the page hydrated and that have not hydrated yet. */
const hydrating = new Set<Promise<void>>();

/**
 * Settles once every part loaded after hydration that the page rendered has hydrated (or failed
 * to load), or after `timeoutMs`, whichever is first. The held taps wait for it, so that a form's
 * button tapped before the form's code had come is tapped again once the form answers.
 */
export async function whenPartsHydrated(timeoutMs = 10_000): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  while (hydrating.size > 0) {
    const done = await Promise.race([
      Promise.all(hydrating).then(() => true),
      deadline.then(() => false),
    ]);
    if (!done) return;
  }
}

/**
 * Counts a part as hydrating (for {@link whenPartsHydrated}) from now until the returned
 * function is called: once its first instance has mounted, or its code failed to load.
 */
export function countAsHydrating(): () => void {
  let mounted = () => {};
  const hydrated = new Promise<void>((resolve) => {
    mounted = resolve;
  }).then(() => {
    hydrating.delete(hydrated);
  });
  hydrating.add(hydrated);
  return mounted;
}

/** A component loaded after the page's first load; `preload` loads its code ahead of a render. */
export type AfterHydration<Props extends object> = ComponentType<Props> & {
  preload(): Promise<void>;
};

/**
 * A component whose code is not part of the page's first load, for a part the prerendered page
 * shows in full (a form): the prerender renders it as usual, and in the browser its prerendered
 * markup stays in place, untouched, while its code comes down after the page's scripts; React
 * then hydrates it. Until then it shows what the prerender showed and does nothing on a click,
 * as before hydration.
 *
 * The prerender must not wait on the code (it would write the part as a streamed placeholder), so
 * the module that uses it awaits `preload()` when it is built for the prerender:
 * `if (import.meta.env.SSR) await Part.preload();` (the browser build drops that line). In the
 * browser, the first render of the part starts loading it.
 */
export function afterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): AfterHydration<Props> {
  let loaded: ComponentType<Props> | null = null;
  const Part = lazy(() => {
    if (loaded) return settled({ default: loaded }) as Promise<{ default: ComponentType<Props> }>;
    // Loaded by a render in the browser: counted as hydrating until its first instance mounts.
    const mounted = countAsHydrating();
    return load().then(
      (component) => {
        loaded = component;
        function Mounted(props: Props) {
          useEffect(mounted, []);
          const Component = component;
          return <Component {...props} />;
        }
        return { default: Mounted };
      },
      (error: unknown) => {
        mounted();
        throw error;
      },
    );
  });
  function AfterHydration(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  // A parent's re-render with the same props does not reach the boundary before it hydrates.
  return Object.assign(memo(AfterHydration) as unknown as ComponentType<Props>, {
    preload: async () => {
      loaded = await load();
    },
  });
}
