import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the tone class', async () => {
    const { container } = render(<Badge tone="brand">Default Address</Badge>);
    expect(screen.getByText('Default Address')).toHaveClass('badge', 'brand');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is neutral by default and compact as a count', () => {
    render(
      <>
        <Badge>LifeStyle</Badge>
        <Badge tone="accent" count aria-label="3 items in cart">
          3
        </Badge>
      </>,
    );
    expect(screen.getByText('LifeStyle')).toHaveClass('neutral');
    expect(screen.getByText('3')).toHaveClass('count', 'accent');
  });
});
