import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { StatusPill } from './status-pill';

describe('StatusPill', () => {
  it.each([
    ['Pending', 'amber'],
    ['Paid', 'red'],
    ['Completed', 'red'],
    ['Cancelled', 'red'],
    ['Failed', 'red'],
    ['Something new', 'red'],
  ])('shows %s in %s', (status, tone) => {
    render(<StatusPill status={status} />);
    const pill = screen.getByText(status);
    expect(pill).toHaveAttribute('data-tone', tone);
    expect(pill).toHaveClass(tone);
  });

  it("shows the label in the page's language, coloured by the status", () => {
    render(<StatusPill status="Pending" label="Menunggu bayaran" />);
    expect(screen.getByText('Menunggu bayaran')).toHaveAttribute('data-tone', 'amber');
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatusPill status="Pending" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
