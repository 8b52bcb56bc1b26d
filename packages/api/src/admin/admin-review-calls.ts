import { REVIEW_STATUSES } from '@nyiur/domain';
import { z } from '../zod';
import { entityId, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* Reviews: the owner approves what the shop shows and hides the rest. */

export const reviewStatus = z.enum(REVIEW_STATUSES, {
  error: 'Choose pending, approved or hidden.',
});

export const adminReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  author_name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** Our own seeded sample, not a real customer. */
  is_sample: z.boolean(),
  status: reviewStatus,
  moderated_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdminReview = z.output<typeof adminReview>;

const reviewId = entityId('Choose a review.');

export const adminReviewList = defineAdminCall({
  path: '/admin/reviews/list',
  summary: 'Reviews newest first, all or of one status, paged',
  tag: 'admin reviews',
  admin: { stage: 'full', permission: 'reviews.manage' },
  request: z.object({
    status: reviewStatus.optional(),
    before_id: z.number().int().positive().optional(),
  }),
  response: z.object({
    reviews: z.array(adminReview),
    next_before_id: z.number().int().nullable(),
  }),
});

export const adminReviewApprove = defineAdminCall({
  path: '/admin/reviews/approve',
  summary: 'Show a review on the shop',
  tag: 'admin reviews',
  admin: { stage: 'full', permission: 'reviews.manage' },
  request: z.object({ id: reviewId }),
  response: z.object({ review: adminReview }),
});

export const adminReviewHide = defineAdminCall({
  path: '/admin/reviews/hide',
  summary: 'Keep a review off the shop',
  tag: 'admin reviews',
  admin: { stage: 'full', permission: 'reviews.manage' },
  request: z.object({ id: reviewId }),
  response: z.object({ review: adminReview }),
});
