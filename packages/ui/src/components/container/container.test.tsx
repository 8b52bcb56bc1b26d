import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { Container } from './container';

describe('Container', () => {
  it('renders the chosen element with its width class', async () => {
    const { container } = render(
      <Container as="main" size="sm">
        <h1>RESET PASSWORD</h1>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass('container', 'sm');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'RESET PASSWORD' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no width cap when full and no gutters when flush', () => {
    render(<Container size="full" flush data-testid="band" />);
    const band = screen.getByTestId('band');
    expect(band).toHaveClass('container', 'flush');
    expect(band).not.toHaveClass('lg');
  });
});
