import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMyInvoisClient } from '../client/create-client';
import { buildDocument } from '../document/build-document';
import { encodeDocument } from '../document/encode-document';
import { TEST_CERTIFICATE_PEM, TEST_PRIVATE_KEY_PEM } from '../document/fixtures/test-signer';
import { signDocument } from '../document/sign-document';
import { MEMBER, SELLER } from '../document/fixtures/parties';
import { listenSandbox } from './listen-sandbox';
import { CLIENT_ID, CLIENT_SECRET, HOUR_MS, startSandboxKit } from './sandbox-test-kit';
import type { SandboxKit } from './sandbox-test-kit';
import { registerFromJson, registerToJson } from './sandbox-register';

let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit();
});
afterAll(() => kit.listening.close());

const value = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.value;
};

/** Submits one invoice and validates it; answers its UUID. */
const validInvoice = async (codeNumber: string): Promise<string> => {
  const submitted = value(await kit.client.submitDocuments([kit.invoice(codeNumber)]));
  kit.listening.sandbox.validatePending();
  return submitted.acceptedDocuments[0]?.uuid ?? '';
};

describe('cancelling within 72 hours of validation', () => {
  it('cancels a valid document with its reason, once', async () => {
    const uuid = await validInvoice('INV-NY000900');
    kit.clock.advance(71 * HOUR_MS);
    expect(value(await kit.client.cancelDocument(uuid, 'Wrong buyer details'))).toEqual({
      uuid,
      status: 'Cancelled',
    });
    const document = value(await kit.client.getDocument(uuid));
    expect(document).toMatchObject({
      status: 'Cancelled',
      documentStatusReason: 'Wrong buyer details',
      cancelDateTime: '2026-11-29T01:00:00Z',
    });
    expect(await kit.client.cancelDocument(uuid, 'Again')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, error: { errorCode: 'IncorrectState' } },
    });
  });

  it('refuses to cancel once the 72 hours have passed', async () => {
    const uuid = await validInvoice('INV-NY000901');
    kit.clock.advance(72 * HOUR_MS + 1000);
    expect(await kit.client.cancelDocument(uuid, 'Wrong invoice details')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, error: { errorCode: 'OperationPeriodOver' } },
    });
    expect(value(await kit.client.getDocument(uuid)).status).toBe('Valid');
  });

  it('refuses a reason left empty', async () => {
    const uuid = await validInvoice('INV-NY000902');
    expect(await kit.client.cancelDocument(uuid, ' ')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, error: { errorCode: 'BadArgument' } },
    });
  });
});

describe('refund notes', () => {
  it('validates a refund note of a valid invoice, which then cannot be cancelled first', async () => {
    const original = await validInvoice('INV-NY000910');
    const note = kit.invoice('RN-NY000910', {
      type: 'refund-note',
      originals: [{ codeNumber: 'INV-NY000910', uuid: original }],
    });
    const submitted = value(await kit.client.submitDocuments([note]));
    kit.listening.sandbox.validatePending();
    const noteUuid = submitted.acceptedDocuments[0]?.uuid ?? '';
    expect(value(await kit.client.getDocument(noteUuid))).toMatchObject({
      status: 'Valid',
      typeName: 'Refund Note',
    });
    expect(await kit.client.cancelDocument(original, 'Wrong buyer details')).toMatchObject({
      ok: false,
      failure: { error: { errorCode: 'ActiveReferencingDocuments' } },
    });
  });

  it('marks Invalid a note that names an unknown invoice', async () => {
    const note = kit.invoice('RN-NY000911', {
      type: 'refund-note',
      originals: [{ codeNumber: 'INV-NY000999', uuid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' }],
    });
    const submitted = value(await kit.client.submitDocuments([note]));
    kit.listening.sandbox.validatePending();
    const details = value(
      await kit.client.getDocumentDetails(submitted.acceptedDocuments[0]?.uuid ?? ''),
    );
    expect(details.status).toBe('Invalid');
    expect(
      details.validationResults?.validationSteps.find((step) => step.status === 'Invalid')?.error
        ?.innerError?.[0]?.errorCode,
    ).toBe('InvalidReference');
  });
});

describe('version 1.1', () => {
  it('validates a signed document and refuses one changed after signing', async () => {
    const build = (codeNumber: string) =>
      signDocument(
        buildDocument(
          {
            type: 'invoice',
            codeNumber,
            issuedAt: kit.clock.now,
            supplier: SELLER,
            buyer: MEMBER,
            lines: [
              {
                description: 'MCT sachets',
                quantity: 1,
                unitPriceSen: 3990,
                tax: { type: '06', ratePercent: 0 },
              },
            ],
          },
          { version: '1.1' },
        ),
        { certificatePem: TEST_CERTIFICATE_PEM, privateKeyPem: TEST_PRIVATE_KEY_PEM },
        kit.clock.now,
      );
    const changed = build('INV-NY000951');
    changed.Invoice[0].InvoiceLine[0]!.Item[0].Description[0]._ = 'MCT sachets, changed';
    const submitted = value(
      await kit.client.submitDocuments([
        encodeDocument(build('INV-NY000950')),
        encodeDocument(changed),
      ]),
    );
    kit.listening.sandbox.validatePending();
    const summary = value(
      await kit.client.getSubmission(submitted.submissionUid ?? ''),
    ).documentSummary;
    expect(summary.map((entry) => [entry.internalId, entry.typeVersionName, entry.status])).toEqual(
      [
        ['INV-NY000950', '1.1', 'Valid'],
        ['INV-NY000951', '1.1', 'Invalid'],
      ],
    );
    const details = value(await kit.client.getDocumentDetails(summary[1]?.uuid ?? ''));
    const step = details.validationResults?.validationSteps.find(
      (entry) => entry.status === 'Invalid',
    );
    expect(step?.name).toBe('Step03-Signature Validator');
    expect(step?.error?.innerError?.[0]?.error).toBe(
      'The document digest does not match the document.',
    );
  });
});

describe('faults', () => {
  it('answers 503 or drops the connection while down, and takes the document once back', async () => {
    const entry = kit.invoice('INV-NY000920');
    kit.listening.sandbox.setDown('unavailable');
    expect(await kit.client.submitDocuments([entry])).toEqual({
      ok: false,
      failure: { kind: 'unavailable', status: 503 },
    });
    kit.listening.sandbox.setDown('reset');
    expect(await kit.client.submitDocuments([entry])).toMatchObject({
      ok: false,
      failure: { kind: 'unreachable' },
    });
    kit.listening.sandbox.setDown(false);
    value(await kit.client.submitDocuments([entry]));
    const copies = kit.listening.sandbox
      .documents()
      .filter((document) => document.codeNumber === 'INV-NY000920');
    expect(copies).toHaveLength(1);
  });

  it('takes a submission in and drops the reply while losing replies', async () => {
    kit.listening.sandbox.setDown('lost-reply');
    expect(await kit.client.submitDocuments([kit.invoice('INV-NY000921')])).toMatchObject({
      ok: false,
      failure: { kind: 'unreachable' },
    });
    kit.listening.sandbox.setDown(false);
    const copies = kit.listening.sandbox
      .documents()
      .filter((document) => document.codeNumber === 'INV-NY000921');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.status).toBe('Submitted');
  });

  it('logs in again when the service refuses a token the client still trusts', async () => {
    let logins = 0;
    const frozen = new Date('2026-11-26T02:00:00.000Z').getTime();
    const client = createMyInvoisClient({
      apiBaseUrl: kit.listening.apiBaseUrl,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      now: () => frozen,
      fetch: (input, init) => {
        if (String(input).endsWith('/connect/token')) logins += 1;
        return fetch(input, init);
      },
    });
    value(await client.getToken());
    kit.clock.advance(2 * HOUR_MS);
    value(await client.submitDocuments([kit.invoice('INV-NY000930')]));
    expect(logins).toBe(2);
  });

  it('answers 401 without a token', async () => {
    const answer = await fetch(`${kit.listening.apiBaseUrl}/api/v1.0/documentsubmissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { errorCode: 'Unauthorized' } });
  });
});

describe('validation on its own', () => {
  it('moves a document from Submitted to Valid after answering, when not held back', async () => {
    const listening = await listenSandbox({
      clients: { [CLIENT_ID]: { secret: CLIENT_SECRET, tin: SELLER.tin } },
      validationDelayMs: 20,
    });
    try {
      const client = createMyInvoisClient({
        apiBaseUrl: listening.apiBaseUrl,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
      });
      const entry = encodeDocument(
        buildDocument({
          type: 'invoice',
          codeNumber: 'INV-NY000940',
          issuedAt: new Date(),
          supplier: SELLER,
          buyer: MEMBER,
          lines: [
            {
              description: 'MCT sachets',
              quantity: 1,
              unitPriceSen: 3990,
              tax: { type: '06', ratePercent: 0 },
            },
          ],
        }),
      );
      const submitted = value(await client.submitDocuments([entry]));
      await listening.sandbox.settled();
      const submission = value(await client.getSubmission(submitted.submissionUid ?? ''));
      expect(submission.overallStatus).toBe('valid');
    } finally {
      await listening.close();
    }
  });
});

describe('search documents', () => {
  // A sandbox of its own: its clock starts at 2026-11-26T02:00:00Z.
  let own: SandboxKit;
  beforeAll(async () => {
    own = await startSandboxKit();
  });
  afterAll(() => own.listening.close());

  it('finds a sent document by its dates and type, newest first, with its long ID once valid', async () => {
    const first = value(await own.client.submitDocuments([own.invoice('INV-NY000930')]))
      .acceptedDocuments[0]?.uuid;
    own.listening.sandbox.validatePending();
    own.clock.advance(60_000);
    const second = value(await own.client.submitDocuments([own.invoice('INV-NY000931')]))
      .acceptedDocuments[0]?.uuid;
    const found = value(
      await own.client.searchDocuments({
        submissionDateFrom: new Date('2026-11-26T01:59:00Z'),
        submissionDateTo: new Date('2026-11-26T02:05:00Z'),
        invoiceDirection: 'Sent',
        documentType: '01',
      }),
    );
    expect(found.metadata).toEqual({ totalPages: 1, totalCount: 2 });
    expect(found.result.map((document) => [document.internalId, document.status])).toEqual([
      ['INV-NY000931', 'Submitted'],
      ['INV-NY000930', 'Valid'],
    ]);
    expect(found.result[0]).toMatchObject({
      uuid: second,
      longId: null,
      dateTimeIssued: '2026-11-26T02:01:00Z',
      dateTimeReceived: '2026-11-26T02:01:00Z',
      total: 79.8,
    });
    expect(found.result[1]).toMatchObject({
      uuid: first,
      longId: expect.stringMatching(/^[A-Z0-9]{40}$/),
    });

    const paged = value(
      await own.client.searchDocuments({
        submissionDateFrom: new Date('2026-11-26T01:59:00Z'),
        submissionDateTo: new Date('2026-11-26T02:05:00Z'),
        pageSize: 1,
        pageNo: 2,
      }),
    );
    expect(paged.metadata).toEqual({ totalPages: 2, totalCount: 2 });
    expect(paged.result.map((document) => document.internalId)).toEqual(['INV-NY000930']);
    const notes = value(
      await own.client.searchDocuments({
        submissionDateFrom: new Date('2026-11-26T01:59:00Z'),
        submissionDateTo: new Date('2026-11-26T02:05:00Z'),
        documentType: '04',
      }),
    );
    expect(notes.result).toEqual([]);
  });

  it('refuses a search without dates, or over more than 31 days', async () => {
    expect(await own.client.searchDocuments({ invoiceDirection: 'Sent' })).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, error: { errorCode: 'BadArgument' } },
    });
    expect(
      await own.client.searchDocuments({
        issueDateFrom: new Date('2026-10-01T00:00:00Z'),
        issueDateTo: new Date('2026-11-02T00:00:01Z'),
      }),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 400, error: { errorCode: 'BadArgument' } },
    });
  });
});

describe('a sandbox that outlives its process', () => {
  it('keeps its documents: a refund note after a restart finds its invoice', async () => {
    let saved = '';
    const first = await startSandboxKit({
      onChange: (register) => {
        saved = registerToJson(register);
      },
    });
    const submitted = value(await first.client.submitDocuments([first.invoice('INV-NY000950')]));
    first.listening.sandbox.validatePending();
    const uuid = submitted.acceptedDocuments[0]?.uuid ?? '';
    await first.listening.close();

    const second = await startSandboxKit({ register: registerFromJson(saved) });
    try {
      expect(value(await second.client.getDocument(uuid))).toMatchObject({
        status: 'Valid',
        internalId: 'INV-NY000950',
      });
      const note = second.invoice('RN-NY000950', {
        type: 'refund-note',
        originals: [{ codeNumber: 'INV-NY000950', uuid }],
      });
      const noted = value(await second.client.submitDocuments([note]));
      second.listening.sandbox.validatePending();
      expect(
        value(await second.client.getDocument(noted.acceptedDocuments[0]?.uuid ?? '')),
      ).toMatchObject({ status: 'Valid', typeName: 'Refund Note' });
    } finally {
      await second.listening.close();
    }
  });
});
