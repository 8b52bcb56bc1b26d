import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Grid } from './grid';

describe('Grid', () => {
  it('sets a column class per viewport band', async () => {
    const { container } = render(
      <Grid as="ul" columns={{ base: 1, desktop: 4 }} gap={4}>
        <li>New Address</li>
        <li>Home</li>
      </Grid>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('grid', 'gap4', 'base1', 'desktop4');
    expect(list).not.toHaveClass('tablet2');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to one, two, then three columns', () => {
    render(<Grid data-testid="grid" />);
    expect(screen.getByTestId('grid')).toHaveClass('base1', 'tablet2', 'desktop3', 'gap6');
  });
});
