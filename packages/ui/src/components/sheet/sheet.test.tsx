import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test/axe';
import { Button } from '../button/button';
import { Sheet } from './sheet';

function Cart({ count = 2 }: { count?: number }) {
  return (
    <Sheet
      title={`Cart (${count})`}
      trigger={<Button>Open cart</Button>}
      footer={<Button fullWidth>Check Out</Button>}
    >
      <p>MCT Essentials × 2</p>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens from the right by default, named by its title', async () => {
    const user = userEvent.setup();
    render(<Cart />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Cart (2)' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet).toHaveClass('content', 'right');
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeInTheDocument();
    expect(await axeViolations(sheet)).toEqual([]);
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Cart />);
    const trigger = screen.getByRole('button', { name: 'Open cart' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('slides from the left with a hidden but accessible title', async () => {
    const user = userEvent.setup();
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Menu</Button>
          <Sheet side="left" title="Main menu" hideTitle open={open} onOpenChange={setOpen}>
            <a href="/products">Shop</a>
          </Sheet>
        </>
      );
    }
    render(<Menu />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
