import { createHash } from 'node:crypto';
import type { UblDocument } from './ubl-schema';

/** One entry of a submission's `documents` list. */
export interface SubmissionDocument {
  format: 'JSON';
  /** Base64 of the exact document bytes. */
  document: string;
  /** SHA-256 of those same bytes, lowercase hex. */
  documentHash: string;
  codeNumber: string;
}

/** SHA-256 of the bytes, lowercase hex, as MyInvois compares it with the submitted document. */
export const hashDocument = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * Minified JSON (MyInvois recommends it), then hash and base64 over the same UTF-8 bytes, so the
 * hash stored beside the document is the one LHDN computes.
 */
export const encodeDocument = (document: UblDocument): SubmissionDocument => {
  const bytes = Buffer.from(JSON.stringify(document), 'utf8');
  return {
    format: 'JSON',
    document: bytes.toString('base64'),
    documentHash: hashDocument(bytes),
    codeNumber: document.Invoice[0].ID[0]._,
  };
};

/** The document bytes back from a submission entry's base64. */
export const decodeDocument = (base64: string): Buffer => Buffer.from(base64, 'base64');
