import { z } from 'zod';
import { myInvoisErrorSchema } from './error-response';

export const SUBMIT_DOCUMENTS_PATH = '/api/v1.0/documentsubmissions';

/** Submission limits: 100 documents, 5 MB in all, 300 KB a document. */
export const SUBMISSION_LIMITS = {
  documents: 100,
  submissionBytes: 5 * 1024 * 1024,
  documentBytes: 300 * 1024,
} as const;

export const submitDocumentsRequestSchema = z.object({
  documents: z
    .array(
      z.object({
        format: z.enum(['JSON', 'XML']),
        document: z.string().min(1),
        documentHash: z.string().min(1),
        codeNumber: z.string().min(1),
      }),
    )
    .min(1),
});
export type SubmitDocumentsRequest = z.infer<typeof submitDocumentsRequestSchema>;

/** The 202 answer: documents accepted for validation, and those refused at once. */
export const submitDocumentsResponseSchema = z.object({
  submissionUid: z.string().nullable(),
  acceptedDocuments: z.array(z.object({ uuid: z.string(), invoiceCodeNumber: z.string() })),
  rejectedDocuments: z.array(
    z.object({ invoiceCodeNumber: z.string(), error: myInvoisErrorSchema }),
  ),
});
export type SubmitDocumentsResponse = z.infer<typeof submitDocumentsResponseSchema>;
