import { act, render, screen } from '@testing-library/react';
import { toast, useToastRaised } from './toast-store';

function Probe() {
  return <p>{useToastRaised() ? 'raised' : 'quiet'}</p>;
}

describe('useToastRaised', () => {
  it('is false until the first toast and stays true once it is dismissed', () => {
    render(<Probe />);
    expect(screen.getByText('quiet')).toBeInTheDocument();
    act(() => {
      toast.info('Added to cart');
    });
    expect(screen.getByText('raised')).toBeInTheDocument();
    act(() => toast.dismiss());
    expect(screen.getByText('raised')).toBeInTheDocument();
  });
});
