import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(
      <Checkbox label="Set as default address" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Set as default address' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Set as default address'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes itself with a hint and an error', async () => {
    const { container } = render(
      <Checkbox label="I am a content creator" hint="Reels, shorts or stories." error="Required" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I am a content creator' });
    expect(box).toHaveAccessibleDescription('Reels, shorts or stories. Required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Save address" disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Save address' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('reports the mixed state', () => {
    render(<Checkbox label="Select all" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('keeps a tick made before the page hydrated and reports it', async () => {
    const onCheckedChange = vi.fn();
    const box = (
      <Checkbox
        label="Save this address to my account"
        checked={false}
        onCheckedChange={onCheckedChange}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    screen.getByText('Save this address to my account').click();

    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Save this address to my account' })).toBeChecked();
    container.remove();
  });
});
