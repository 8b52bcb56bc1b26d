import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to the main content', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <SkipLink />
        <nav aria-label="Main">
          <a href="/products">Shop</a>
        </nav>
        <main id="main-content">
          <h1>MCT Essentials</h1>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes a custom target and text', () => {
    render(<SkipLink targetId="cart">Skip to cart</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to cart' })).toHaveAttribute('href', '#cart');
  });
});
