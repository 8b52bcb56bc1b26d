import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './back-to-top';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

describe('BackToTop', () => {
  it('appears only after more than 50 px of scrolling', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => {
      fn(0);
      return 0;
    });
    scrollTo(0);
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(50));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(51));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });
});
