import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close cart</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close cart' })).toBeInTheDocument();
    expect(screen.getByText('Close cart')).toHaveClass('visuallyHidden');
    expect(await axeViolations(container)).toEqual([]);
  });
});
