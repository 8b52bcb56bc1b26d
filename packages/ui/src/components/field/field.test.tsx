import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Input } from '../input/input';
import { Field } from './field';

describe('Field', () => {
  it('labels its control so clicking the label focuses it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Field label="Last Name">
        <Input name="last_name" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Last Name' });
    await user.click(screen.getByText('Last Name'));
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks an optional field, in the words given when it is given them', () => {
    render(
      <>
        <Field label="Last Name" optional>
          <Input />
        </Field>
        <Field label="Nama Akhir" optional="(pilihan)">
          <Input />
        </Field>
      </>,
    );
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(screen.getByText('(pilihan)')).toBeInTheDocument();
  });

  it('describes the control with its hint', () => {
    render(
      <Field label="Referral Code" hint="No code? Enter MNA001.">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Referral Code' })).toHaveAccessibleDescription(
      'No code? Enter MNA001.',
    );
  });

  it('marks the control invalid and describes it with the hint and the error', async () => {
    const { container } = render(
      <Field
        label="Referral Code"
        hint="No code? Enter MNA001."
        error="Referral Code is required!"
        required
      >
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Referral Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('No code? Enter MNA001. Referral Code is required!');
    expect(screen.getByText('Referral Code is required!')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps an id given by the caller and passes disabled down', () => {
    render(
      <Field label="Email" id="login-email" disabled>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).toBeDisabled();
  });

  it('treats an empty error string as no error', () => {
    render(
      <Field label="City" error="">
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
});
