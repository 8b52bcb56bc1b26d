import { z } from 'zod';
import { DOCUMENT_STATUSES } from './document-summary';

export const SEARCH_DOCUMENTS_PATH = '/api/v1.0/documents/search';
/** Days a search's date range may span (LHDN's configuration today). */
export const SEARCH_MAX_DAYS = 31;
export const SEARCH_MAX_PAGE_SIZE = 100;

/**
 * Search Documents' filters. LHDN needs the submission dates or the issue dates (each pair at
 * most 31 days apart, sent in UTC); the rest narrow the search.
 */
export interface SearchDocumentsQuery {
  readonly submissionDateFrom?: Date;
  readonly submissionDateTo?: Date;
  readonly issueDateFrom?: Date;
  readonly issueDateTo?: Date;
  readonly uuid?: string;
  readonly invoiceDirection?: 'Sent' | 'Received';
  readonly status?: (typeof DOCUMENT_STATUSES)[number];
  /** "01" invoice, "02" credit note, "03" debit note, "04" refund note, 11–14 self-billed. */
  readonly documentType?: string;
  /** Free text over uuid, buyer or supplier TIN or name, internal ID, total; no special characters. */
  readonly searchQuery?: string;
  readonly pageNo?: number;
  readonly pageSize?: number;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export const searchDocumentsPath = (query: SearchDocumentsQuery): string => {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  put('uuid', query.uuid);
  put('submissionDateFrom', query.submissionDateFrom && utc(query.submissionDateFrom));
  put('submissionDateTo', query.submissionDateTo && utc(query.submissionDateTo));
  put('pageSize', query.pageSize);
  put('pageNo', query.pageNo);
  put('issueDateFrom', query.issueDateFrom && utc(query.issueDateFrom));
  put('issueDateTo', query.issueDateTo && utc(query.issueDateTo));
  put('invoiceDirection', query.invoiceDirection);
  put('status', query.status);
  put('documentType', query.documentType);
  put('searchQuery', query.searchQuery);
  return `${SEARCH_DOCUMENTS_PATH}?${params}`;
};

/** One document found; Search Documents names some fields unlike Get Document. */
export const searchedDocumentSchema = z.object({
  uuid: z.string(),
  submissionUID: z.string(),
  longId: z.string().nullish(),
  internalId: z.string(),
  typeName: z.string(),
  typeVersionName: z.string(),
  issuerTin: z.string().nullish(),
  issuerName: z.string().nullish(),
  receiverId: z.string().nullish(),
  receiverName: z.string().nullish(),
  dateTimeIssued: z.string(),
  dateTimeReceived: z.string(),
  dateTimeValidated: z.string().nullish(),
  totalSales: z.number().nullish(),
  totalDiscount: z.number().nullish(),
  netAmount: z.number().nullish(),
  total: z.number().nullish(),
  status: z.enum(DOCUMENT_STATUSES),
  cancelDateTime: z.string().nullish(),
  rejectRequestDateTime: z.string().nullish(),
  documentStatusReason: z.string().nullish(),
  createdByUserId: z.string().nullish(),
  supplierTIN: z.string().nullish(),
  supplierName: z.string().nullish(),
  submissionChannel: z.string().nullish(),
  buyerName: z.string().nullish(),
  buyerTIN: z.string().nullish(),
});
export type SearchedDocument = z.infer<typeof searchedDocumentSchema>;

export const searchDocumentsResponseSchema = z.object({
  result: z.array(searchedDocumentSchema),
  metadata: z.object({ totalPages: z.number().int(), totalCount: z.number().int() }),
});
export type SearchDocumentsResponse = z.infer<typeof searchDocumentsResponseSchema>;
