// Test set-up for the carousel under jsdom, which does no layout and has no IntersectionObserver
// of its own.

/** The width of the viewport, the track and each slide. */
const WIDTH = 300;

/**
 * Embla measures offsetWidth/offsetLeft: gives the viewport, the track and each slide a width
 * of 300 px, with the slides laid out side by side, for the tests of the calling file.
 */
export function layOutSlidesSideBySide(): void {
  const originals = {
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
  };
  beforeAll(() => {
    // Embla also reads the last slide's computed end margin, which jsdom leaves empty.
    const style = document.createElement('style');
    style.textContent = '[data-carousel-slide] { margin-left: 0; margin-right: 0; }';
    document.head.append(style);
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-carousel-slide') ||
          this.hasAttribute('data-carousel-track') ||
          this.hasAttribute('data-carousel-viewport')
          ? WIDTH
          : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
      configurable: true,
      get(this: HTMLElement) {
        return Number(this.getAttribute('data-carousel-slide') ?? 0) * WIDTH;
      },
    });
  });
  afterAll(() => {
    if (originals.offsetWidth)
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originals.offsetWidth);
    if (originals.offsetLeft)
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', originals.offsetLeft);
  });
}

/**
 * An IntersectionObserver under which every observed element is on screen (within any root
 * margin) with `ratio` of it visible: 1 wholly, 0.1 an edge peeking out.
 */
export function stubOnScreen(ratio: number): void {
  class OnScreen {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ isIntersecting: true, intersectionRatio: ratio, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', OnScreen);
}
