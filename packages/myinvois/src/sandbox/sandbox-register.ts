import { randomBytes } from 'node:crypto';
import type { DocumentStatus } from '../calls/document-summary';
import type { DocumentError } from '../document/document-error';

/** One document as the sandbox keeps it. Amounts in sen. */
export interface SandboxDocument {
  uuid: string;
  /** Order of receipt, for "received before" between documents of the same instant. */
  sequence: number;
  submissionUid: string;
  clientId: string;
  codeNumber: string;
  typeCode: string;
  version: string;
  issuerTin: string;
  issuerName: string;
  receiverId: string | null;
  receiverName: string | null;
  issuedAt: string;
  receivedAt: Date;
  validatedAt: Date | null;
  totals: { excludingTax: number; discount: number; net: number; payable: number };
  /** The exact submitted JSON. */
  json: string;
  documentHash: string;
  /** UUIDs of the invoices a note adjusts. */
  references: string[];
  status: DocumentStatus;
  longId: string | null;
  errors: DocumentError[];
  cancelledAt: Date | null;
  statusReason: string | null;
}

export interface SandboxSubmission {
  uid: string;
  clientId: string;
  receivedAt: Date;
  payloadHash: string;
  documentUuids: string[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An id of Latin capitals and digits, as MyInvois assigns them (26 for UUIDs). */
export const randomId = (length: number): string =>
  [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

export interface SandboxRegister {
  submissions: Map<string, SandboxSubmission>;
  documents: Map<string, SandboxDocument>;
  tokens: Map<string, { clientId: string; expiresAt: number }>;
}

export const createRegister = (): SandboxRegister => ({
  submissions: new Map(),
  documents: new Map(),
  tokens: new Map(),
});

const DATE_FIELDS = new Set(['receivedAt', 'validatedAt', 'cancelledAt']);

/**
 * The register as text, for a sandbox that outlives its process. Tokens are left out: a client
 * whose token is no longer honoured asks for another, as it must of LHDN.
 */
export const registerToJson = (register: SandboxRegister): string =>
  JSON.stringify({
    submissions: [...register.submissions.values()],
    documents: [...register.documents.values()],
  });

/** A register written by `registerToJson`. */
export const registerFromJson = (text: string): SandboxRegister => {
  const saved = JSON.parse(text, (key, value: unknown) =>
    DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value,
  ) as { submissions: SandboxSubmission[]; documents: SandboxDocument[] };
  return {
    submissions: new Map(saved.submissions.map((submission) => [submission.uid, submission])),
    documents: new Map(saved.documents.map((document) => [document.uuid, document])),
    tokens: new Map(),
  };
};
