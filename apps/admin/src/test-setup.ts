import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor give a screen five seconds, not one: the suites run beside builds on two
// cores, where a first render with its lazy chunks can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Every test stubs the network edge (fetch) its own way; none sees the last one's.
  vi.unstubAllGlobals();
});

/** jsdom has no layout: the radio group measures its items with ResizeObserver. */
class StubObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: StubObserver });
}
