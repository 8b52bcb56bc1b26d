import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test/axe';
import { Field } from '../field/field';
import { NativeSelect } from './native-select';

const states = [
  { value: 'Johor', label: 'Johor' },
  { value: 'Sabah', label: 'Sabah' },
  { value: 'Selangor', label: 'Selangor' },
];

function StateField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <form
      aria-label="Address"
      onChange={(event) => setValue((event.target as unknown as HTMLSelectElement).value)}
    >
      <Field label="State/territory" error={error} required>
        <NativeSelect name="state" options={states} placeholder="Select State/territory" />
      </Field>
      <output>{value}</output>
    </form>
  );
}

describe('NativeSelect', () => {
  it('is labelled by its Field and shows the placeholder until a choice is made', async () => {
    const { container } = render(<StateField />);
    const select = screen.getByRole('combobox', { name: 'State/territory' });
    expect(select).toHaveValue('');
    expect(select).toHaveDisplayValue('Select State/territory');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('picks an option, sent with the form under its name', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    const select = screen.getByRole('combobox', { name: 'State/territory' });
    await user.selectOptions(select, 'Sabah');
    expect(select).toHaveValue('Sabah');
    expect(screen.getByRole('status')).toHaveTextContent('Sabah');
    const form = screen.getByRole('form', { name: 'Address' }) as HTMLFormElement;
    expect(new FormData(form).get('state')).toBe('Sabah');
  });

  it('shows the value a form gives it, not the placeholder', () => {
    render(
      <Field label="State/territory">
        <NativeSelect
          options={states}
          placeholder="Select State/territory"
          value="Selangor"
          onChange={() => {}}
        />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'State/territory' })).toHaveDisplayValue(
      'Selangor',
    );
  });

  it('carries the Field error', () => {
    render(<StateField error="Please select State/territory!" />);
    const select = screen.getByRole('combobox', { name: 'State/territory' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select State/territory!');
  });
});
