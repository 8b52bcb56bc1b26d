export { ringgitToSen, senToRinggit, taxOf } from './amount';
export {
  CLASSIFICATION,
  CONSOLIDATION_LIMIT_FROM,
  CONSOLIDATION_LIMIT_SEN,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_VERSION,
  GENERAL_TINS,
  KNOWN_TYPE_CODES,
  MSIC_NOT_APPLICABLE,
  PAYMENT_MODES,
  STATE_CODES,
  TAX_TYPES,
  UNIT_CODE_PIECE,
  isClassificationCode,
  isStateCode,
  isTaxType,
} from './codes';
export type { DocumentType, DocumentTypeCode, PaymentMode, StateCode, TaxType } from './codes';
export { normaliseIdNumber, normalisePhone } from './identifiers';
export type { IdType } from './identifiers';
export { checkBuyer } from './check-buyer';
export { checkSeller } from './check-seller';
export type { SellerDetails, SellerFieldErrors } from './check-seller';
export { splitConsolidation } from './split-consolidation';
export type { ConsolidationSplit, Sale } from './split-consolidation';
export type { BuyerFieldErrors } from './check-buyer';
export { buildDocument } from './document/build-document';
export type {
  Address,
  Buyer,
  DocumentInput,
  DocumentLine,
  LineTax,
  OriginalDocument,
  Supplier,
} from './document/document-input';
export { decodeDocument, encodeDocument, hashDocument } from './document/encode-document';
export type { SubmissionDocument } from './document/encode-document';
export { checkDocumentSignature, signDocument } from './document/sign-document';
export type { DocumentSigner, RawDocument } from './document/sign-document';
export { UBL_NAMESPACES, ublDocumentSchema } from './document/ubl-schema';
export type { UblDocument, UblInvoice } from './document/ubl-schema';
export { validateDocument } from './document/validate-document';
export type { ValidateResult } from './document/validate-document';
export type { DocumentError, ValidatorName } from './document/document-error';
export { MYINVOIS_ENVIRONMENTS, validationLink } from './environments';
export type { MyInvoisEnvironment } from './environments';
export { createMyInvoisClient } from './client/create-client';
export type { MyInvoisClient, MyInvoisClientOptions } from './client/create-client';
export type { CallFailure, CallResult } from './client/call-failure';
export { errorResponseSchema, myInvoisErrorSchema } from './calls/error-response';
export type { ErrorResponse, MyInvoisError } from './calls/error-response';
export {
  LOGIN_PATH,
  loginErrorSchema,
  loginRequestSchema,
  loginResponseSchema,
} from './calls/login';
export type { LoginError, LoginRequest, LoginResponse } from './calls/login';
export {
  SUBMISSION_LIMITS,
  SUBMIT_DOCUMENTS_PATH,
  submitDocumentsRequestSchema,
  submitDocumentsResponseSchema,
} from './calls/submit-documents';
export type { SubmitDocumentsRequest, SubmitDocumentsResponse } from './calls/submit-documents';
export { DOCUMENT_STATUSES, documentSummarySchema } from './calls/document-summary';
export type { DocumentStatus, DocumentSummary } from './calls/document-summary';
export {
  OVERALL_STATUSES,
  getSubmissionPath,
  getSubmissionResponseSchema,
} from './calls/get-submission';
export type { GetSubmissionResponse, OverallStatus } from './calls/get-submission';
export {
  getDocumentDetailsPath,
  getDocumentDetailsResponseSchema,
  getDocumentPath,
  getDocumentResponseSchema,
} from './calls/get-document';
export type { GetDocumentDetailsResponse, GetDocumentResponse } from './calls/get-document';
export {
  CANCEL_WINDOW_MS,
  cancelDocumentPath,
  cancelDocumentRequestSchema,
  cancelDocumentResponseSchema,
} from './calls/cancel-document';
export type { CancelDocumentRequest, CancelDocumentResponse } from './calls/cancel-document';
export {
  SEARCH_DOCUMENTS_PATH,
  SEARCH_MAX_DAYS,
  SEARCH_MAX_PAGE_SIZE,
  searchDocumentsPath,
  searchDocumentsResponseSchema,
  searchedDocumentSchema,
} from './calls/search-documents';
export type {
  SearchDocumentsQuery,
  SearchDocumentsResponse,
  SearchedDocument,
} from './calls/search-documents';
