import { senToRinggit } from '../amount';
import type { DocumentSummary } from '../calls/document-summary';
import type { GetDocumentDetailsResponse, GetDocumentResponse } from '../calls/get-document';
import type { GetSubmissionResponse, OverallStatus } from '../calls/get-submission';
import type { SearchedDocument } from '../calls/search-documents';
import type { ValidatorName } from '../document/document-error';
import type { SandboxDocument, SandboxSubmission } from './sandbox-register';

const TYPE_NAMES: Record<string, string> = {
  '01': 'Invoice',
  '02': 'Credit Note',
  '03': 'Debit Note',
  '04': 'Refund Note',
  '11': 'Self-billed Invoice',
  '12': 'Self-billed Credit Note',
  '13': 'Self-billed Debit Note',
  '14': 'Self-billed Refund Note',
};

const VALIDATORS: ValidatorName[] = [
  'Structure Validator',
  'Core Fields Validator',
  'Signature Validator',
  'Referenced Documents Validator',
  'Code Validator',
  'Duplicate Document Validator',
  'Currency Validator',
];

const utc = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19)}Z` : null);

export const summaryOf = (document: SandboxDocument): DocumentSummary => ({
  uuid: document.uuid,
  submissionUid: document.submissionUid,
  longId: document.status === 'Valid' || document.status === 'Cancelled' ? document.longId : null,
  internalId: document.codeNumber,
  typeName: TYPE_NAMES[document.typeCode] ?? document.typeCode,
  typeVersionName: document.version,
  issuerTin: document.issuerTin,
  issuerName: document.issuerName,
  receiverId: document.receiverId,
  receiverName: document.receiverName,
  dateTimeIssued: document.issuedAt,
  dateTimeReceived: utc(document.receivedAt) ?? '',
  dateTimeValidated: document.status === 'Invalid' ? null : utc(document.validatedAt),
  totalExcludingTax: senToRinggit(document.totals.excludingTax),
  totalDiscount: senToRinggit(document.totals.discount),
  totalNetAmount: senToRinggit(document.totals.net),
  totalPayableAmount: senToRinggit(document.totals.payable),
  status: document.status,
  cancelDateTime: utc(document.cancelledAt),
  rejectRequestDateTime: null,
  documentStatusReason: document.statusReason,
  createdByUserId: document.clientId,
});

/** A document as Search Documents lists it. */
export const searchedOf = (document: SandboxDocument): SearchedDocument => {
  const summary = summaryOf(document);
  return {
    uuid: summary.uuid,
    submissionUID: summary.submissionUid,
    longId: summary.longId,
    internalId: summary.internalId,
    typeName: summary.typeName,
    typeVersionName: summary.typeVersionName,
    issuerTin: summary.issuerTin,
    issuerName: summary.issuerName,
    receiverId: summary.receiverId,
    receiverName: summary.receiverName,
    dateTimeIssued: summary.dateTimeIssued,
    dateTimeReceived: summary.dateTimeReceived,
    dateTimeValidated: summary.dateTimeValidated,
    totalSales: summary.totalExcludingTax,
    totalDiscount: summary.totalDiscount,
    netAmount: summary.totalNetAmount,
    total: summary.totalPayableAmount,
    status: summary.status,
    cancelDateTime: summary.cancelDateTime,
    rejectRequestDateTime: null,
    documentStatusReason: summary.documentStatusReason,
    createdByUserId: summary.createdByUserId,
    supplierTIN: summary.issuerTin,
    supplierName: summary.issuerName,
    submissionChannel: 'ERP',
    buyerName: summary.receiverName,
  };
};

export const extendedOf = (document: SandboxDocument): GetDocumentResponse => ({
  ...summaryOf(document),
  document: document.status === 'Invalid' ? null : document.json,
});

export const detailsOf = (document: SandboxDocument): GetDocumentDetailsResponse => {
  if (document.status === 'Submitted') {
    return {
      ...summaryOf(document),
      validationResults: { status: 'Submitted', validationSteps: [] },
    };
  }
  const steps = VALIDATORS.map((name, index) => {
    const errors = document.errors.filter((error) => error.validator === name);
    const stepName = `Step${String(index + 1).padStart(2, '0')}-${name}`;
    if (errors.length === 0) return { name: stepName, status: 'Valid' as const };
    return {
      name: stepName,
      status: 'Invalid' as const,
      error: {
        propertyName: null,
        propertyPath: null,
        errorCode: 'Error' + String(index + 1).padStart(2, '0'),
        error: name,
        innerError: errors.map((error) => ({
          propertyName: error.propertyPath.split('.').at(-1) ?? null,
          propertyPath: error.propertyPath,
          errorCode: error.errorCode,
          error: error.error,
        })),
      },
    };
  });
  return {
    ...summaryOf(document),
    validationResults: {
      status: document.status === 'Invalid' ? 'Invalid' : 'Valid',
      validationSteps: steps,
    },
  };
};

const overallStatus = (documents: SandboxDocument[]): OverallStatus => {
  if (documents.some((document) => document.status === 'Submitted')) return 'in progress';
  const invalid = documents.filter((document) => document.status === 'Invalid').length;
  if (invalid === 0) return 'valid';
  return invalid === documents.length ? 'invalid' : 'partially valid';
};

export const submissionOf = (
  submission: SandboxSubmission,
  documents: SandboxDocument[],
  page: { pageNo: number; pageSize: number },
): GetSubmissionResponse => ({
  submissionUid: submission.uid,
  documentCount: documents.length,
  dateTimeReceived: utc(submission.receivedAt) ?? '',
  overallStatus: overallStatus(documents),
  documentSummary: documents
    .slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize)
    .map(summaryOf),
});
