import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../test/axe';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('is the main landmark with one heading, its help and its way home', async () => {
    const { container } = render(
      <ErrorPage title="Something went wrong" actions={<a href="/">Back to home</a>}>
        <p>Please try again in a moment.</p>
      </ErrorPage>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    );
    expect(screen.getByText('Please try again in a moment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await axeViolations(container)).toEqual([]);
  });
});
