import { z } from '../zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import { boundedInt, entityId, flag, timestamp } from '../models/primitives';

export const path = '/reviews/list';
export const method = 'POST';

export const MAX_PER_PAGE = 50;

export const request = z.object({
  product_id: entityId(contractMessages.product),
  /** "1" keeps only reviews with photos or videos. */
  with_media: flag().default('0'),
  page: boundedInt(contractMessages.page, 1, 1_000_000).default(1),
  per_page: boundedInt(contractMessages.perPage, 1, MAX_PER_PAGE).default(10),
});

export const reviewMedia = z.object({ url: z.string(), type: z.enum(['image', 'video']) });

export const review = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  media: z.array(reviewMedia),
  created_at: timestamp,
});

/** Reviews newest first. */
export const response = z.array(review);

export const meta = baseMeta.extend({
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  last_page: z.number().int().positive(),
});

export type ReviewsListInput = z.input<typeof request>;
export type ReviewsListRequest = z.output<typeof request>;
export type ReviewsListResponse = z.output<typeof response>;
export type ReviewsListMeta = z.output<typeof meta>;
export type Review = z.output<typeof review>;

export const reviewsList = defineCall({
  path,
  method,
  summary: "A product's reviews, newest first, a page at a time",
  tag: 'catalogue',
  access: 'public',
  encoding: 'json',
  request,
  response,
  meta,
});
