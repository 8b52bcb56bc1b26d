import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Carousel, preloadCarouselEngine } from './carousel';
import { layOutSlidesSideBySide, stubOnScreen } from './embla-in-jsdom';

layOutSlidesSideBySide();

// Embla loads after the page, when the carousel is needed; here it is there before the first
// render, and every carousel is wholly on screen.
beforeAll(async () => {
  stubOnScreen(1);
  await preloadCarouselEngine();
});
afterAll(() => vi.unstubAllGlobals());

afterEach(() => {
  vi.useRealTimers();
});

const current = () =>
  screen
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function Testimonials(props: { autoplay?: number }) {
  return (
    <Carousel label="Testimonials" {...props}>
      <p>First</p>
      <p>Second</p>
      <p>Third</p>
    </Carousel>
  );
}

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('Carousel', () => {
  it('is a named carousel of labelled slides with one dot per stop', async () => {
    const { container } = render(<Testimonials />);
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    expect(current()).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves with the next, previous and dot buttons from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toBeDisabled();
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{Enter}');
    expect(current()).toBe(1);
    expect(previous).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    previous.focus();
    await user.keyboard(' ');
    expect(current()).toBe(1);
  });

  it('advances every interval and wraps around', () => {
    vi.useFakeTimers();
    render(<Testimonials autoplay={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('pauses while the pointer is over it and resumes after', () => {
    vi.useFakeTimers();
    render(<Testimonials autoplay={5000} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    vi.useFakeTimers();
    render(
      <>
        <Testimonials autoplay={5000} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).focus());
    expect(screen.getByText('First').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(screen.getByText('First').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('stops and starts with its pause button', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Testimonials autoplay={5000} />
        <button type="button">Outside</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Play slides' }));
    // Playing resumes once the pointer and focus have left the carousel.
    const outside = screen.getByRole('button', { name: 'Outside' });
    await user.hover(outside);
    act(() => outside.focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('does not move by itself when reduced motion is asked for', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    render(<Testimonials autoplay={5000} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('hides the controls when every slide fits', () => {
    render(
      <Carousel label="Products">
        <p>Only one</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  });

  it('sets the slides per view of each band it is given', () => {
    render(
      <Carousel label="Ingredients" perView={{ base: 1, desktop: 5 }}>
        <p>Coconut</p>
        <p>Lemon</p>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Ingredients' });
    expect(region.style.getPropertyValue('--carousel-base')).toBe('1');
    expect(region.style.getPropertyValue('--carousel-desktop')).toBe('5');
    expect(region.style.getPropertyValue('--carousel-tablet')).toBe('');
  });
});
