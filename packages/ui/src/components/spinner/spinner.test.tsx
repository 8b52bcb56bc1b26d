import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces a status with its label', async () => {
    const { container } = render(<Spinner label="Loading cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
