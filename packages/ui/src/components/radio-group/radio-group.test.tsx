import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { RadioGroup } from './radio-group';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const yesNo = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

describe('RadioGroup', () => {
  it('is a named group whose options select with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Are you a content creator?"
        options={yesNo}
        onValueChange={onValueChange}
      />,
    );
    expect(
      screen.getByRole('radiogroup', { name: 'Are you a content creator?' }),
    ).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    // Held down as a person would: the browser moves the choice with the key press.
    await user.keyboard('{ArrowDown>}');
    const no = screen.getByRole('radio', { name: 'No' });
    await waitFor(() => expect(no).toHaveFocus());
    await user.keyboard('{/ArrowDown}');
    expect(no).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('0');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('selects by clicking an option label', async () => {
    const user = userEvent.setup();
    render(<RadioGroup label="Delivery mode" options={yesNo} defaultValue="1" />);
    await user.click(screen.getByText('No'));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('marks the group invalid and describes it with the error', async () => {
    const { container } = render(
      <RadioGroup label="Are you a blog writer?" options={yesNo} error="Required" required />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Are you a blog writer?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Required');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes card options and skips disabled ones', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="Delivery mode"
        variant="cards"
        defaultValue="0"
        options={[
          { value: '0', label: 'Delivery', description: '5 - 7 working days' },
          { value: '1', label: 'Pick-up', disabled: true },
        ]}
      />,
    );
    const delivery = screen.getByRole('radio', { name: /Delivery/ });
    expect(delivery).toHaveAccessibleDescription('5 - 7 working days');
    await user.click(screen.getByText('Pick-up'));
    expect(delivery).toBeChecked();
  });

  it('keeps a choice tapped before the page hydrated and reports it', async () => {
    const onValueChange = vi.fn();
    const group = (
      <RadioGroup label="Gender" options={genders} value="" onValueChange={onValueChange} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(group);
    document.body.append(container);
    // The prerendered page: the browser's own radio takes the tap with no React behind it.
    const female = screen.getByRole('radio', { name: 'Female' });
    female.click();
    expect(female).toBeChecked();

    await act(async () => {
      hydrateRoot(container, group);
    });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('female');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
    container.remove();
  });

  it('reports nothing at hydration when nothing was tapped', async () => {
    const onValueChange = vi.fn();
    const group = (
      <RadioGroup label="Gender" options={genders} value="male" onValueChange={onValueChange} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(group);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, group);
    });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    container.remove();
  });
});
