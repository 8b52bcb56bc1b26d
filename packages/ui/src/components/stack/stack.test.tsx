import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders a list with direction, gap and alignment classes', async () => {
    const { container } = render(
      <Stack as="ul" direction="row" gap={6} align="center" justify="between" wrap>
        <li>Gut health</li>
        <li>Weight management</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('stack', 'row', 'gap6', 'alignCenter', 'justifyBetween', 'wrap');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to a column with the 4 step gap', () => {
    render(<Stack data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass('stack', 'gap4');
    expect(stack).not.toHaveClass('row');
  });
});
