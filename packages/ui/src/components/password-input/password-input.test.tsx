import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Field } from '../field/field';
import { PasswordInput } from './password-input';

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Field label="New Password" error="Please enter new password">
        <PasswordInput autoComplete="new-password" />
      </Field>,
    );
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await user.type(input, 's3cret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('s3cret');
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disables the toggle with the input', () => {
    render(<PasswordInput aria-label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
