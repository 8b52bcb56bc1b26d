import { z } from 'zod';
import { documentSummarySchema } from './document-summary';

export const getSubmissionPath = (
  submissionUid: string,
  page?: { pageNo?: number; pageSize?: number },
) => {
  const query = new URLSearchParams();
  if (page?.pageNo !== undefined) query.set('pageNo', String(page.pageNo));
  if (page?.pageSize !== undefined) query.set('pageSize', String(page.pageSize));
  const suffix = query.size > 0 ? `?${query}` : '';
  return `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}${suffix}`;
};

export const OVERALL_STATUSES = ['in progress', 'valid', 'partially valid', 'invalid'] as const;
export type OverallStatus = (typeof OVERALL_STATUSES)[number];

// The SDK writes these in lower case with spaces; read "InProgress" or "Partially Valid" alike.
const overallStatusSchema = z
  .string()
  .transform((value) => value.toLowerCase().replace(/\s+/g, ''))
  .pipe(z.enum(['inprogress', 'valid', 'partiallyvalid', 'invalid']))
  .transform((value): OverallStatus =>
    value === 'inprogress' ? 'in progress' : value === 'partiallyvalid' ? 'partially valid' : value,
  );

export const getSubmissionResponseSchema = z.object({
  submissionUid: z.string(),
  documentCount: z.number().int(),
  dateTimeReceived: z.string(),
  overallStatus: overallStatusSchema,
  documentSummary: z.array(documentSummarySchema),
});
export type GetSubmissionResponse = z.infer<typeof getSubmissionResponseSchema>;
