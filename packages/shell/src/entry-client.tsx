import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keepIdsInStep } from './preact-ids';
import { hydrateInTurns } from './lazy/hydrate-later';
import { RUNS_ON_PREACT } from './runs-on-preact';

/**
 * Waits until React Router has decoded the page's data. `HydratedRouter` starts that decoding on
 * its first render and, until it has finished, throws the promise (before any hook). React DOM
 * waits for it at the root; Preact's React layer, which the browser build runs on (decision 0020),
 * has no root boundary to wait in. So the decoding is started here, outside a render, and
 * hydration begins once it has finished: the router is then built at the first render, which
 * never suspends at the root.
 */
export async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    // Anything else (data that failed to decode, a hook called outside a render once the data was
    // already decoded) is left to the render below, which throws it where React Router reports it.
  }
}

/**
 * Takes out of the head the preload links React's prerender added on its own (the page's first
 * images), which no component renders. Preact pairs each element it hydrates with the first
 * element of the same tag still unpaired, without reading attributes: left in place, these links
 * would be taken for the links the head does render (the font preload, the icon, the canonical
 * link), each one place off, and the last, the stylesheet, would be dropped as left over. By the
 * time the page's code runs they have done their work (the images were asked for with the page).
 */
export function dropPrerenderPreloads(head: HTMLHeadElement): void {
  for (const link of head.querySelectorAll('link[rel="preload"]:not([as="font"])')) link.remove();
}

/**
 * Builds React Router's router for the page in a task of its own, before hydration. With its data
 * decoded, `HydratedRouter` builds the router on its first call, then calls its first hook, which
 * outside a render fails; that failure is dropped (the render repeats the call, with the router
 * built). On a phone this takes the router's few dozen milliseconds out of hydration's task.
 */
async function routerBuilt(): Promise<void> {
  await nextTask();
  try {
    HydratedRouter({});
  } catch {
    // The hook outside a render, as above; anything else is thrown again by the render.
  }
  // Hydration starts in the task after (an await alone would go on in this one).
  await nextTask();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser entry of both sites: React Router's default, after the page's data is decoded. */
export async function hydrateSite(): Promise<void> {
  await routerDataDecoded();
  if (RUNS_ON_PREACT) {
    await routerBuilt();
    dropPrerenderPreloads(document.head);
    keepIdsInStep();
  }
  const hydrate = () => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  };
  // On Preact the first pass hydrates at once; the parts marked `HydrateLater` wait for their own
  // tasks. React DOM hydrates in slices by itself.
  startTransition(() => (RUNS_ON_PREACT ? hydrateInTurns(hydrate) : hydrate()));
}
