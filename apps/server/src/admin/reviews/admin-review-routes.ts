import { adminContract } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { actorOf, adminCall } from '../../http/admin-call';
import { listReviews } from './list-reviews';
import { moderateReview } from './moderate-review';

const { adminReviewApprove, adminReviewHide, adminReviewList } = adminContract;

/** The Reviews screen: what the shop shows of what customers (and our samples) say. */
export async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminReviewList, ({ input, ctx }) => listReviews(ctx.db, input));

  adminCall(app, adminReviewApprove, async ({ input, caller, ctx, request }) => ({
    review: await moderateReview(ctx, input.id, 'approved', actorOf({ caller, request })),
  }));

  adminCall(app, adminReviewHide, async ({ input, caller, ctx, request }) => ({
    review: await moderateReview(ctx, input.id, 'hidden', actorOf({ caller, request })),
  }));
}
