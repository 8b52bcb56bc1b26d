import { z } from 'zod';

export const DOCUMENT_STATUSES = ['Submitted', 'Valid', 'Invalid', 'Cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What Get Submission, Get Document and Get Document Details share for one document. */
export const documentSummarySchema = z.object({
  uuid: z.string(),
  submissionUid: z.string(),
  /** Only for valid documents: the key of the public validation link. */
  longId: z.string().nullish(),
  internalId: z.string(),
  typeName: z.string(),
  typeVersionName: z.string(),
  issuerTin: z.string(),
  issuerName: z.string(),
  receiverId: z.string().nullish(),
  receiverName: z.string().nullish(),
  dateTimeIssued: z.string(),
  dateTimeReceived: z.string(),
  dateTimeValidated: z.string().nullish(),
  totalExcludingTax: z.number(),
  totalDiscount: z.number(),
  totalNetAmount: z.number(),
  totalPayableAmount: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  cancelDateTime: z.string().nullish(),
  rejectRequestDateTime: z.string().nullish(),
  documentStatusReason: z.string().nullish(),
  createdByUserId: z.string().nullish(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
