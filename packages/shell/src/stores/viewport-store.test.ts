import { MOBILE_QUERY, useViewportStore, watchViewport } from './viewport-store';

describe('viewport store', () => {
  it('follows the 768 px media query', () => {
    const listeners: (() => void)[] = [];
    let matches = false;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === MOBILE_QUERY && matches;
          },
          media: query,
          addEventListener: (_: string, fn: () => void) => listeners.push(fn),
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const stop = watchViewport();
    expect(useViewportStore.getState().isMobile).toBe(false);
    matches = true;
    listeners.forEach((fn) => fn());
    expect(useViewportStore.getState().isMobile).toBe(true);
    stop();
  });

  it('uses 768 px as the mobile limit', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 768px)');
  });
});
