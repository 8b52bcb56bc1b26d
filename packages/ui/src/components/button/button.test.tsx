import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a real button of type "button" that responds to Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Add to Cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="outline" size="lg">
        Check Out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Check Out' });
    expect(button).toHaveClass('button', 'outline', 'lg');
  });

  it('ignores clicks while loading, stays focusable and announces busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay Now
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('styles a link as a button with buttonClassName', async () => {
    const { container } = render(
      <a href="/products" className={buttonClassName({ variant: 'secondary' })}>
        Continue Shopping
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Continue Shopping' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveClass('button', 'secondary');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submits a form when given type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form
        aria-label="Newsletter"
        onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}
      >
        <Button type="submit">Subscribe</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
