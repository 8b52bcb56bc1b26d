import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('renders nothing while closed', () => {
    const { container } = render(<LoadingOverlay open={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('covers the screen and announces its label when open', async () => {
    const { container } = render(<LoadingOverlay open label="Loading your account" />);
    const status = screen.getByRole('status', { name: 'Loading your account' });
    expect(status).toHaveClass('overlay');
    expect(status).not.toHaveClass('contained');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can show its label and cover only its container', () => {
    render(<LoadingOverlay open contained showLabel label="Processing payment" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('contained');
    expect(status).toHaveTextContent('Processing payment');
  });
});
