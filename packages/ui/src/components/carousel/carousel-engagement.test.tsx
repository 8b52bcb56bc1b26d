import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { CarouselProps } from './carousel';
import { layOutSlidesSideBySide, stubOnScreen } from './embla-in-jsdom';

layOutSlidesSideBySide();
// Each test has a fresh copy of the carousel's module: no engine loaded, the visitor idle, as on
// a page's first load.
let Carousel: ComponentType<CarouselProps>;
beforeEach(async () => {
  stubOnScreen(0.1);
  vi.resetModules();
  ({ Carousel } = await import('./carousel'));
});
afterEach(() => vi.unstubAllGlobals());

function Ingredients(props: { autoplay?: number }) {
  return (
    <Carousel label="Ingredients" {...props}>
      <p>Coconut</p>
      <p>Lemon</p>
      <p>Ginger</p>
    </Carousel>
  );
}

/** Lets every effect, observer report and state update of the render run to its end. */
const settle = () => act(async () => {});
/** Whether the carousel has asked for its engine: set in the same render that asks. */
const engineAsked = () =>
  document.querySelector('[data-carousel-viewport]')?.getAttribute('data-engine') === 'wanted';

describe('Carousel engine, on a first load', () => {
  it('waits while only an edge of the carousel peeks out and the visitor has done nothing', async () => {
    render(<Ingredients />);
    await settle();
    expect(engineAsked()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    // The slides are there all along, as the prerendered page shows them.
    expect(screen.getAllByRole('group')).toHaveLength(3);
    // The same page asks for it as soon as the visitor scrolls.
    fireEvent.scroll(window);
    await settle();
    expect(engineAsked()).toBe(true);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('comes at once for a carousel that moves by itself', async () => {
    render(<Ingredients autoplay={5000} />);
    expect(await screen.findByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('comes with the first scroll, and stays for carousels rendered later', async () => {
    const { unmount } = render(<Ingredients />);
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeEnabled();
    unmount();
    render(<Ingredients />);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeEnabled();
  });
});
