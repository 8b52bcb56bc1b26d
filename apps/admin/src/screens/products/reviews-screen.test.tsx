import type { AdminReview } from '@nyiur/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewsScreen } from './reviews-screen';
import { envelope, serveApi } from '../../test-kit/serve-api';
import { renderAdmin } from '../../test-kit/render-admin';

const review = (overrides: Partial<AdminReview>): AdminReview => ({
  id: 1,
  product_id: 15373,
  product_name: 'Essentials',
  author_name: 'Aisyah R.',
  rating: 4,
  comment: 'Mixes without lumps.',
  is_sample: true,
  status: 'pending',
  moderated_at: null,
  created_at: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const renderScreen = (entry = '/reviews') =>
  renderAdmin([{ path: '/reviews', element: <ReviewsScreen /> }], { entry });

const serve = serveApi;

describe('ReviewsScreen', () => {
  it('lists pending reviews with product, rating and sample badge, and approves one', async () => {
    let approved = false;
    const seen = serve((path) => {
      if (path === '/api/admin/reviews/approve') {
        approved = true;
        return { status: 200, body: envelope({ review: review({ status: 'approved' }) }) };
      }
      return {
        status: 200,
        body: envelope({ reviews: approved ? [] : [review({})], next_before_id: null }),
      };
    });
    renderScreen();
    const row = await screen.findByTestId('review-row');
    expect(seen[0]).toEqual({ path: '/api/admin/reviews/list', body: { status: 'pending' } });
    expect(within(row).getByText('Essentials')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Rated 4 of 5' })).toHaveTextContent('★★★★☆');
    expect(within(row).getByText('Mixes without lumps.')).toBeInTheDocument();
    expect(within(row).getByText('Sample')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the review shows on the shop.')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/api/admin/reviews/approve')?.body).toEqual({
      id: 1,
    });
    expect(await screen.findByText('No reviews waiting for a decision.')).toBeInTheDocument();
  });

  it('filters by status: approved reviews offer Hide only, a real one has no sample badge', async () => {
    const seen = serve((path, body) => {
      if (path === '/api/admin/reviews/hide') {
        return { status: 404, body: { code: 404, message: 'There is no such review.' } };
      }
      const status = body['status'] as AdminReview['status'] | undefined;
      return {
        status: 200,
        body: envelope({
          reviews:
            status === 'approved'
              ? [review({ id: 9, status: 'approved', is_sample: false, author_name: 'Nurul A.' })]
              : [],
          next_before_id: null,
        }),
      };
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved' }));
    const row = await screen.findByTestId('review-row');
    expect(seen.at(-1)?.body).toEqual({ status: 'approved' });
    expect(within(row).getByText(/Nurul A\./)).toBeInTheDocument();
    expect(within(row).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('There is no such review.')).toBeInTheDocument();
    expect(seen.find((call) => call.path === '/api/admin/reviews/hide')?.body).toEqual({ id: 9 });

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(seen.at(-1)?.body).toEqual({});
  });

  it('on the All filter hides a review and loads more pages', async () => {
    const seen = serve((path, body) => {
      if (path === '/api/admin/reviews/hide') {
        return { status: 200, body: envelope({ review: review({ status: 'hidden' }) }) };
      }
      if (body['before_id'] === 1) {
        return {
          status: 200,
          body: envelope({
            reviews: [review({ id: 0, author_name: 'Older Reader' })],
            next_before_id: null,
          }),
        };
      }
      return { status: 200, body: envelope({ reviews: [review({})], next_before_id: 1 }) };
    });
    renderScreen('/reviews?status=all');
    expect(await screen.findByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await screen.findByTestId('review-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Hide' }));
    expect(
      await screen.findByText('Hidden: the review no longer shows on the shop.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/Older Reader/)).toBeInTheDocument();
    expect(seen.some((call) => call.body['before_id'] === 1)).toBe(true);
  });

  it('shows a loading state, then the error with a way to try again', async () => {
    serve(() => ({ status: 500, body: { code: 500, message: 'The shop is having trouble.' } }));
    renderScreen();
    expect(screen.getByText('Loading reviews')).toBeInTheDocument();
    expect(await screen.findByText('The shop is having trouble.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
