import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Card } from './card';

describe('Card', () => {
  it('renders media above its body with variant and padding classes', async () => {
    const { container } = render(
      <Card
        as="article"
        variant="outline"
        padding="lg"
        media={<img src="/box.svg" alt="" width={400} height={300} />}
      >
        <h3>MCT Essentials</h3>
      </Card>,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveClass('card', 'outline', 'paddingLg');
    expect(article.firstElementChild).toHaveClass('media');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps one link as the tab stop of an interactive card, and its buttons usable', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <Card interactive>
        <h3>
          <a href="/mct/essentials" data-card-link>
            MCT Essentials
          </a>
        </h3>
        <button type="button" onClick={onAdd}>
          Add to cart
        </button>
      </Card>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'MCT Essentials' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
