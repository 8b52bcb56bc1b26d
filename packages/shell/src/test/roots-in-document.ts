import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Containers in the document for a test file's React roots: after each test the root it kept is
 * unmounted and its container removed, so no test sees another's markup.
 */
export function rootsInDocument() {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
    container = undefined;
  });
  return {
    /** A new container in the document, holding `html`. */
    container(html = ''): HTMLElement {
      container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      return container;
    },
    /** The root to unmount after the test. */
    keep(made: Root): Root {
      root = made;
      return made;
    },
  };
}
