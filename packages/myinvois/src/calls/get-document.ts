import { z } from 'zod';
import { documentSummarySchema } from './document-summary';
import { myInvoisErrorSchema } from './error-response';

export const getDocumentPath = (uuid: string) =>
  `/api/v1.0/documents/${encodeURIComponent(uuid)}/raw`;
export const getDocumentDetailsPath = (uuid: string) =>
  `/api/v1.0/documents/${encodeURIComponent(uuid)}/details`;

/** Get Document: the summary and the raw document as submitted (not for invalid documents). */
export const getDocumentResponseSchema = documentSummarySchema.extend({
  document: z.string().nullish(),
});
export type GetDocumentResponse = z.infer<typeof getDocumentResponseSchema>;

const stepStatus = z.enum(['Submitted', 'Valid', 'Invalid']);

/** Get Document Details: the summary and the result of every validation step. */
export const getDocumentDetailsResponseSchema = documentSummarySchema.extend({
  validationResults: z
    .object({
      status: stepStatus,
      validationSteps: z.array(
        z.object({ name: z.string(), status: stepStatus, error: myInvoisErrorSchema.nullish() }),
      ),
    })
    .nullish(),
});
export type GetDocumentDetailsResponse = z.infer<typeof getDocumentDetailsResponseSchema>;
