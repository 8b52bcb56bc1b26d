/** Where a review stands: waiting for the owner, shown on the shop, or kept out of sight. */
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Whether the shop shows a review. An approved review is always shown, a hidden one never. Our
 * sample reviews that nobody has looked at yet are shown only where samples are allowed (not on a
 * production shop), so the demo shop is not empty.
 */
export const isReviewShown = (
  review: { readonly status: ReviewStatus; readonly isSample: boolean },
  samplesAllowed: boolean,
): boolean =>
  review.status === 'approved' ||
  (samplesAllowed && review.isSample && review.status === 'pending');
