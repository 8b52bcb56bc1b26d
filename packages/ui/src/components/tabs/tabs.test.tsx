import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Tabs } from './tabs';

const tabs = [
  { value: 'orders', label: 'My Orders', content: <p>No orders yet.</p> },
  { value: 'addresses', label: 'My Addresses', content: <p>No addresses yet.</p> },
];

describe('Tabs', () => {
  it('shows the first tab by default inside a named tab list', async () => {
    const { container } = render(<Tabs label="Account sections" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My Orders' })).toHaveTextContent('No orders yet.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Account sections" tabs={tabs} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const addresses = screen.getByRole('tab', { name: 'My Addresses' });
    expect(addresses).toHaveFocus();
    expect(addresses).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenCalledWith('addresses');
    expect(screen.getByRole('tabpanel', { name: 'My Addresses' })).toHaveTextContent(
      'No addresses yet.',
    );
  });

  it('honours a controlled value', () => {
    render(<Tabs label="Account sections" tabs={tabs} value="addresses" />);
    expect(screen.getByRole('tab', { name: 'My Addresses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
