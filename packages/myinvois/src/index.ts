export { ringgitToSen, senToRinggit, taxOf } from './amount';
export {
  CLASSIFICATION,
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
export {
  ID_TYPES,
  checkEmail,
  checkIdNumber,
  checkMsicCode,
  checkPhone,
  checkPostcode,
  checkSstNumber,
  checkText,
  checkTin,
  isIdType,
  normaliseIdNumber,
  normalisePhone,
  tinKind,
} from './identifiers';
export type { FieldCheck, IdType, TinKind } from './identifiers';
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
export { UBL_NAMESPACES, ublDocumentSchema } from './document/ubl-schema';
export type { UblDocument, UblInvoice } from './document/ubl-schema';
export { validateDocument } from './document/validate-document';
export type { ValidateResult } from './document/validate-document';
export type { DocumentError, ValidatorName } from './document/document-error';
