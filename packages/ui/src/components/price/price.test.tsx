import { sen } from '@nyiur/domain';
import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Price } from './price';

describe('Price', () => {
  it('formats sen as ringgit with grouping and two decimals', async () => {
    const { container } = render(<Price amount={sen(127899)} />);
    const amount = screen.getByText('RM 1,278.99');
    expect(amount).toHaveAttribute('value', '1278.99');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an earlier price struck through, announced as such', () => {
    const { container } = render(<Price amount={sen(19800)} was={sen(23800)} size="lg" />);
    expect(screen.getByText('RM 238.00').tagName).toBe('S');
    expect(container).toHaveTextContent('Was RM 238.00 now RM 198.00');
  });
});
