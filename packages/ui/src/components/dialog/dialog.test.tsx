import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

function AddressDialog({ onSave = () => {} }: { onSave?: () => void }) {
  return (
    <Dialog
      title="New Address"
      description="Where should we deliver?"
      trigger={<Button>New Address</Button>}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onSave}>Save</Button>
        </>
      }
    >
      <label>
        City <input name="city" />
      </label>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with the keyboard and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<AddressDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New Address' });
    expect(dialog).toHaveAccessibleDescription('Where should we deliver?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<AddressDialog />);
    const trigger = screen.getByRole('button', { name: 'New Address' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes from the close button and from a DialogClose action', async () => {
    const user = userEvent.setup();
    render(<AddressDialog />);
    const trigger = screen.getByRole('button', { name: 'New Address' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<AddressDialog />);
    await user.click(screen.getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('works controlled and returns focus to the element that was focused before', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          <Dialog title="Edit Address" open={open} onOpenChange={setOpen}>
            <p>Form</p>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    await user.click(edit);
    expect(await screen.findByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit).toHaveFocus();
  });

  it('has no axe violations when open', async () => {
    render(<AddressDialog />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
