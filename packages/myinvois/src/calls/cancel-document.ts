import { z } from 'zod';

export const cancelDocumentPath = (uuid: string) =>
  `/api/v1.0/documents/state/${encodeURIComponent(uuid)}/state`;

/** Within 72 hours of validation only; past that, a credit or refund note corrects it. */
export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;

export const cancelDocumentRequestSchema = z.object({
  status: z.literal('cancelled'),
  reason: z.string().trim().min(1).max(300),
});
export type CancelDocumentRequest = z.infer<typeof cancelDocumentRequestSchema>;

export const cancelDocumentResponseSchema = z.object({
  uuid: z.string(),
  status: z.literal('Cancelled'),
});
export type CancelDocumentResponse = z.infer<typeof cancelDocumentResponseSchema>;
