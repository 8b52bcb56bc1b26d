import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test/axe';
import { Field } from '../field/field';
import { Select } from './select';

const states = [
  { value: 'Johor', label: 'Johor' },
  { value: 'Kedah', label: 'Kedah' },
  { value: 'Sabah', label: 'Sabah' },
  { value: 'Selangor', label: 'Selangor' },
];

function StateField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <Field label="State/territory" error={error} required>
        <Select
          options={states}
          value={value}
          onValueChange={setValue}
          placeholder="Select state"
        />
      </Field>
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled by its Field and shows the placeholder', async () => {
    const { container } = render(<StateField />);
    const trigger = screen.getByRole('combobox', { name: 'State/territory' });
    expect(trigger).toHaveTextContent('Select state');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens from the keyboard, moves with arrows and selects with Enter, returning focus', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    const trigger = screen.getByRole('combobox', { name: 'State/territory' });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent(/^(Kedah|Sabah)$/);
    expect(trigger).toHaveFocus();
  });

  it('picks an option by clicking', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    await user.click(screen.getByRole('combobox', { name: 'State/territory' }));
    await user.click(await screen.findByRole('option', { name: 'Sabah' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sabah');
    expect(screen.getByRole('combobox', { name: 'State/territory' })).toHaveTextContent('Sabah');
  });

  it('carries the Field error', () => {
    render(<StateField error="Please select State/territory!" />);
    const trigger = screen.getByRole('combobox', { name: 'State/territory' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Please select State/territory!');
  });
});
