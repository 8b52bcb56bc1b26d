import type { DocumentError } from '../document/document-error';
import { validateDocument } from '../document/validate-document';
import { DUPLICATE_WINDOW_MS } from './accept-submission';
import { randomId } from './sandbox-register';
import type { SandboxDocument, SandboxRegister } from './sandbox-register';

const referenceErrors = (register: SandboxRegister, document: SandboxDocument): DocumentError[] =>
  document.references.flatMap((uuid) => {
    const original = register.documents.get(uuid);
    return original && original.issuerTin === document.issuerTin && original.status === 'Valid'
      ? []
      : [
          {
            validator: 'Referenced Documents Validator' as const,
            propertyPath: 'Invoice.BillingReference.InvoiceDocumentReference.UUID',
            errorCode: 'InvalidReference',
            error: `Referenced document ${uuid} is not a valid document of this issuer.`,
          },
        ];
  });

// The same document (same hash) from the same taxpayer, received within 10 minutes before.
const duplicateErrors = (register: SandboxRegister, document: SandboxDocument): DocumentError[] => {
  const original = [...register.documents.values()].find(
    (other) =>
      other.uuid !== document.uuid &&
      other.documentHash === document.documentHash &&
      other.issuerTin === document.issuerTin &&
      (other.status === 'Valid' || other.status === 'Submitted') &&
      other.sequence < document.sequence &&
      other.receivedAt.getTime() > document.receivedAt.getTime() - DUPLICATE_WINDOW_MS,
  );
  return original
    ? [
        {
          validator: 'Duplicate Document Validator',
          propertyPath: 'document',
          errorCode: 'DS302',
          error: `Duplicated submitted document with UUID ${document.uuid}: it matches the document with UUID ${original.uuid}.`,
        },
      ]
    : [];
};

/**
 * What MyInvois does after answering 202: every rule, then Valid (with the long ID of its public
 * link) or Invalid (with the errors Get Document Details shows).
 */
export const validateSubmitted = (
  register: SandboxRegister,
  document: SandboxDocument,
  now: Date,
): void => {
  if (document.status !== 'Submitted') return;
  // The issue time is judged against the time of receipt, as LHDN does.
  const result = validateDocument(JSON.parse(document.json), { now: document.receivedAt });
  const errors = [
    ...result.errors,
    ...referenceErrors(register, document),
    ...duplicateErrors(register, document),
  ];
  document.errors = errors;
  document.validatedAt = now;
  if (errors.length === 0) {
    document.status = 'Valid';
    document.longId = randomId(40);
  } else {
    document.status = 'Invalid';
  }
};
