import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { toast } from './toast-store';
import { Toaster } from './toaster';

const region = () => screen.getByRole('region', { name: /Notifications/ });

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toast and Toaster', () => {
  it('shows a success toast raised from outside React', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.success('Address added Successfully!');
    });
    const item = within(region()).getByText('Address added Successfully!').closest('li');
    expect(item).toHaveAttribute('data-tone', 'success');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error toast with a title', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Invalid Phone Number', { title: 'Checkout' });
    });
    const item = within(region()).getByText('Invalid Phone Number').closest('li');
    expect(item).toHaveAttribute('data-tone', 'error');
    expect(within(item as HTMLElement).getByText('Checkout')).toBeInTheDocument();
  });

  it('keeps a toast raised before the Toaster mounted', () => {
    act(() => {
      toast.success('Link copied');
    });
    render(<Toaster />);
    expect(within(region()).getByText('Link copied')).toBeInTheDocument();
  });

  it('closes a success by itself after four seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Subscribe newsletter successfully!');
    });
    expect(within(region()).getByText('Subscribe newsletter successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(within(region()).queryByText('Subscribe newsletter successfully!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(region()).queryByText('Subscribe newsletter successfully!')).toBeNull();
  });

  it('keeps an error on screen for six seconds, longer than a success', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Added to cart');
      toast.error('Invalid Phone Number');
    });
    act(() => {
      vi.advanceTimersByTime(4100);
    });
    expect(within(region()).queryByText('Added to cart')).toBeNull();
    expect(within(region()).queryByText('Invalid Phone Number')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1800);
    });
    expect(within(region()).queryByText('Invalid Phone Number')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(region()).queryByText('Invalid Phone Number')).toBeNull();
  });

  it('closes from its Dismiss button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.error('Something went wrong');
    });
    await user.click(within(region()).getByRole('button', { name: 'Dismiss' }));
    expect(within(region()).queryByText('Something went wrong')).toBeNull();
  });

  it('dismisses one toast by id and stacks the others', () => {
    render(<Toaster />);
    let first = 0;
    act(() => {
      first = toast.success('Register Successful!');
      toast.success('Checkout Successful!');
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    act(() => toast.dismiss(first));
    expect(within(region()).queryByText('Register Successful!')).toBeNull();
    expect(within(region()).getByText('Checkout Successful!')).toBeInTheDocument();
  });
});
