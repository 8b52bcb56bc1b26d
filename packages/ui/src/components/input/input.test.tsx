import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../test/axe';
import { Input } from './input';

describe('Input', () => {
  it('accepts typing and forwards its ref', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<Input aria-label="Email" type="email" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.type(input, 'aina@example.my');
    expect(input).toHaveValue('aina@example.my');
    expect(ref.current).toBe(input);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps its own aria attributes outside a Field', () => {
    render(<Input aria-label="City" aria-invalid="true" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be typed into when disabled', async () => {
    const user = userEvent.setup();
    render(<Input aria-label="Postcode" disabled />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, '50450');
    expect(input).toHaveValue('');
  });
});
