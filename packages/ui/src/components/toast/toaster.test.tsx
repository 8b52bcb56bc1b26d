import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { toast, TOAST_DURATION } from './toast-store';
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

  it('closes by itself after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Subscribe newsletter successfully!');
    });
    expect(within(region()).getByText('Subscribe newsletter successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION.success - 100);
    });
    expect(within(region()).queryByText('Subscribe newsletter successfully!')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(region()).queryByText('Subscribe newsletter successfully!')).toBeNull();
  });

  it('gives errors longer than successes', () => {
    expect(TOAST_DURATION.error).toBeGreaterThan(TOAST_DURATION.success);
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
