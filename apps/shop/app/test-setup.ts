// jest-dom's matchers and the jsdom stand-ins (observers, matchMedia, pointer capture) the
// shell's own component tests use.
import '@nyiur/shell/test-setup';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
