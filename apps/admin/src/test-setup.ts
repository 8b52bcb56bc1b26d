import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give a screen five seconds, not one: the suites run beside builds on two
// cores, where a first render with its lazy chunks can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

/** jsdom has no layout: the radio group measures its items with ResizeObserver. */
class StubObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: StubObserver });
}
