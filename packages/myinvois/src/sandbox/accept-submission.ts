import { createHash } from 'node:crypto';
import { ringgitToSen } from '../amount';
import type { MyInvoisError } from '../calls/error-response';
import { SUBMISSION_LIMITS, submitDocumentsRequestSchema } from '../calls/submit-documents';
import type { SubmitDocumentsResponse } from '../calls/submit-documents';
import { hashDocument } from '../document/encode-document';
import { ublDocumentSchema } from '../document/ubl-schema';
import type { UblDocument } from '../document/ubl-schema';
import { randomId } from './sandbox-register';
import type { SandboxDocument, SandboxRegister } from './sandbox-register';
import { failure, json } from './sandbox-response';
import type { SandboxResponse } from './sandbox-response';

/** LHDN refuses an identical submission from the same taxpayer within 10 minutes. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export interface SubmitContext {
  register: SandboxRegister;
  clientId: string;
  /** The TIN the client is registered for: the only issuer it may submit for. */
  clientTin: string;
  now: Date;
  body: string;
}

type Checked =
  | { ok: true; codeNumber: string; document: UblDocument; json: string; hash: string }
  | { ok: false; codeNumber: string; error: MyInvoisError };

const refused = (
  codeNumber: string,
  errorCode: string,
  error: string,
  extra: Partial<MyInvoisError> = {},
): Checked => ({
  ok: false,
  codeNumber,
  error: { propertyName: null, propertyPath: null, errorCode, error, ...extra },
});

const checkEntry = (entry: {
  format: string;
  document: string;
  documentHash: string;
  codeNumber: string;
}): Checked => {
  if (entry.format !== 'JSON')
    return refused(entry.codeNumber, 'BadStructure', 'The sandbox takes JSON documents.');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(entry.document)) {
    return refused(entry.codeNumber, 'BadArgument', 'The document is not base64.', {
      target: 'document',
    });
  }
  const bytes = Buffer.from(entry.document, 'base64');
  if (bytes.length > SUBMISSION_LIMITS.documentBytes) {
    return refused(entry.codeNumber, 'MaximumSizeExceeded', 'A document may have at most 300 KB.');
  }
  if (hashDocument(bytes) !== entry.documentHash.toLowerCase()) {
    return refused(
      entry.codeNumber,
      'BadArgument',
      'The documentHash is not the SHA-256 of the document.',
      {
        target: 'documentHash',
      },
    );
  }
  const text = bytes.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refused(entry.codeNumber, 'BadStructure', 'The document is not JSON.');
  }
  const structure = ublDocumentSchema.safeParse(parsed);
  if (!structure.success) {
    return refused(
      entry.codeNumber,
      'BadStructure',
      'The document does not have the structure of its type.',
      {
        innerError: structure.error.issues.map((issue) => ({
          propertyName: String(issue.path.at(-1) ?? ''),
          propertyPath: ['$', ...issue.path.map(String)].join('.'),
          errorCode: 'BadStructure',
          error: issue.message,
        })),
      },
    );
  }
  if (structure.data.Invoice[0].ID[0]._ !== entry.codeNumber) {
    return refused(
      entry.codeNumber,
      'BadArgument',
      'The codeNumber differs from the document ID.',
      { target: 'codeNumber' },
    );
  }
  return {
    ok: true,
    codeNumber: entry.codeNumber,
    document: structure.data,
    json: text,
    hash: entry.documentHash.toLowerCase(),
  };
};

const partyId = (
  party: UblDocument['Invoice'][0]['AccountingCustomerParty'][0]['Party'][0],
  schemes: string[],
) =>
  party.PartyIdentification.find((entry) => schemes.includes(entry.ID[0].schemeID))?.ID[0]._ ??
  null;

const toSandboxDocument = (
  checked: Extract<Checked, { ok: true }>,
  context: SubmitContext,
  submissionUid: string,
  sequence: number,
): SandboxDocument => {
  const invoice = checked.document.Invoice[0];
  const supplier = invoice.AccountingSupplierParty[0].Party[0];
  const buyer = invoice.AccountingCustomerParty[0].Party[0];
  const totals = invoice.LegalMonetaryTotal[0];
  const sen = (amount?: [{ _: number }]) => (amount ? (ringgitToSen(amount[0]._) ?? 0) : 0);
  return {
    uuid: randomId(26),
    sequence,
    submissionUid,
    clientId: context.clientId,
    codeNumber: checked.codeNumber,
    typeCode: invoice.InvoiceTypeCode[0]._,
    version: invoice.InvoiceTypeCode[0].listVersionID,
    issuerTin: partyId(supplier, ['TIN']) ?? '',
    issuerName: supplier.PartyLegalEntity[0].RegistrationName[0]._,
    receiverId: partyId(buyer, ['NRIC', 'BRN', 'PASSPORT', 'ARMY']),
    receiverName: buyer.PartyLegalEntity[0].RegistrationName[0]._,
    issuedAt: `${invoice.IssueDate[0]._}T${invoice.IssueTime[0]._}`,
    receivedAt: context.now,
    validatedAt: null,
    totals: {
      excludingTax: sen(totals.TaxExclusiveAmount),
      discount: sen(totals.AllowanceTotalAmount),
      net: sen(totals.LineExtensionAmount ?? totals.TaxExclusiveAmount),
      payable: sen(totals.PayableAmount),
    },
    json: checked.json,
    documentHash: checked.hash,
    references: (invoice.BillingReference ?? []).flatMap((entry) =>
      entry.InvoiceDocumentReference?.[0].UUID ? [entry.InvoiceDocumentReference[0].UUID[0]._] : [],
    ),
    status: 'Submitted',
    longId: null,
    errors: [],
    cancelledAt: null,
    statusReason: null,
  };
};

/** Submit Documents: the checks MyInvois makes before answering 202, then the register. */
export const acceptSubmission = (
  context: SubmitContext,
): { response: SandboxResponse; accepted: SandboxDocument[] } => {
  const none = (response: SandboxResponse) => ({ response, accepted: [] });
  if (Buffer.byteLength(context.body) > SUBMISSION_LIMITS.submissionBytes) {
    return none(failure(400, 'MaximumSizeExceeded', 'A submission may have at most 5 MB.'));
  }
  let body: unknown;
  try {
    body = JSON.parse(context.body);
  } catch {
    return none(failure(400, 'BadStructure', 'The submission is not JSON.'));
  }
  const request = submitDocumentsRequestSchema.safeParse(body);
  if (!request.success) {
    return none(
      failure(
        400,
        'BadStructure',
        'The submission needs a documents list of format, document, documentHash and codeNumber.',
      ),
    );
  }
  if (request.data.documents.length > SUBMISSION_LIMITS.documents) {
    return none(
      failure(400, 'MaximumSizeExceeded', 'A submission may have at most 100 documents.'),
    );
  }
  const payloadHash = createHash('sha256').update(context.body).digest('hex');
  const since = context.now.getTime() - DUPLICATE_WINDOW_MS;
  const earlier = [...context.register.submissions.values()].find(
    (entry) =>
      entry.clientId === context.clientId &&
      entry.payloadHash === payloadHash &&
      entry.receivedAt.getTime() > since,
  );
  if (earlier) {
    const seconds = Math.ceil((earlier.receivedAt.getTime() - since) / 1000);
    return none(
      failure(
        422,
        'DuplicateSubmission',
        'An identical submission was received less than 10 minutes ago.',
        {},
        {
          'retry-after': String(seconds),
        },
      ),
    );
  }
  const checked = request.data.documents.map(checkEntry);
  const foreign = checked.find(
    (entry) =>
      entry.ok &&
      partyId(entry.document.Invoice[0].AccountingSupplierParty[0].Party[0], ['TIN']) !==
        context.clientTin,
  );
  if (foreign) {
    return none(
      failure(
        403,
        'IncorrectSubmitter',
        `This client may submit documents issued by ${context.clientTin} only.`,
      ),
    );
  }
  const accepted = checked.filter((entry) => entry.ok);
  const submissionUid = accepted.length > 0 ? randomId(26) : null;
  const documents = submissionUid
    ? accepted.map((entry, index) =>
        toSandboxDocument(entry, context, submissionUid, context.register.documents.size + index),
      )
    : [];
  if (submissionUid) {
    context.register.submissions.set(submissionUid, {
      uid: submissionUid,
      clientId: context.clientId,
      receivedAt: context.now,
      payloadHash,
      documentUuids: documents.map((document) => document.uuid),
    });
    for (const document of documents) context.register.documents.set(document.uuid, document);
  }
  const answer: SubmitDocumentsResponse = {
    submissionUid,
    acceptedDocuments: documents.map((document) => ({
      uuid: document.uuid,
      invoiceCodeNumber: document.codeNumber,
    })),
    rejectedDocuments: checked.flatMap((entry) =>
      entry.ok ? [] : [{ invoiceCodeNumber: entry.codeNumber, error: entry.error }],
    ),
  };
  return { response: json(202, answer), accepted: documents };
};
