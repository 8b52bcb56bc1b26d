import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { AlertDialog } from './alert-dialog';

function RemoveAddress({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  return (
    <AlertDialog
      title="Are you sure to remove the address?"
      confirmLabel="Submit"
      cancelLabel="Return"
      confirmVariant="danger"
      onConfirm={onConfirm}
      trigger={<Button variant="ghost">Remove</Button>}
    />
  );
}

describe('AlertDialog', () => {
  it('asks with named buttons and focuses Return first', async () => {
    const user = userEvent.setup();
    render(<RemoveAddress onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure to remove the address?',
    });
    expect(screen.getByRole('button', { name: 'Return' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('Return closes without confirming and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveAddress onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await user.click(trigger);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('Escape cancels too', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<RemoveAddress onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Submit confirms, shows busy while the promise runs, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RemoveAddress onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the confirmation fails', async () => {
    const user = userEvent.setup();
    render(<RemoveAddress onConfirm={() => Promise.reject(new Error('Something went wrong'))} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
