import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER } from '../document/fixtures/parties';
import { validationLink } from '../environments';
import { createMyInvoisClient } from './create-client';
import { CLIENT_ID, startSandboxKit } from '../sandbox/sandbox-test-kit';
import type { SandboxKit } from '../sandbox/sandbox-test-kit';

let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit();
});
afterAll(() => kit.listening.close());

const value = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.value;
};

describe('the client against the sandbox over HTTP', () => {
  it('refuses a wrong secret and keeps one token for its hour', async () => {
    const stranger = createMyInvoisClient({
      apiBaseUrl: kit.listening.apiBaseUrl,
      clientId: CLIENT_ID,
      clientSecret: 'not-the-secret',
    });
    expect(await stranger.getToken()).toMatchObject({
      ok: false,
      failure: { kind: 'unauthorized', status: 400 },
    });
    const before = kit.logins();
    value(await kit.client.getToken());
    value(await kit.client.getToken());
    expect(kit.logins() - before).toBe(1);
  });

  it('submits, shows the document Submitted, then Valid with its long ID and raw document', async () => {
    const entry = kit.invoice('INV-NY000777');
    const submitted = value(await kit.client.submitDocuments([entry]));
    expect(submitted.submissionUid).toMatch(/^[A-Z0-9]{26}$/);
    expect(submitted.rejectedDocuments).toEqual([]);
    expect(submitted.acceptedDocuments).toHaveLength(1);
    const uuid = submitted.acceptedDocuments[0]?.uuid ?? '';
    expect(uuid).toMatch(/^[A-Z0-9]{26}$/);
    expect(submitted.acceptedDocuments[0]?.invoiceCodeNumber).toBe('INV-NY000777');

    const pending = value(await kit.client.getSubmission(submitted.submissionUid ?? ''));
    expect(pending.overallStatus).toBe('in progress');
    expect(pending.documentSummary[0]).toMatchObject({ uuid, status: 'Submitted', longId: null });

    kit.listening.sandbox.validatePending();
    const done = value(await kit.client.getSubmission(submitted.submissionUid ?? ''));
    expect(done.overallStatus).toBe('valid');
    expect(done.documentCount).toBe(1);
    const summary = done.documentSummary[0];
    expect(summary).toMatchObject({
      uuid,
      status: 'Valid',
      internalId: 'INV-NY000777',
      typeName: 'Invoice',
      typeVersionName: '1.0',
      issuerTin: 'C2584563200',
      receiverId: '900101145678',
      receiverName: 'Aina binti Ahmad',
      totalPayableAmount: 79.8,
      dateTimeValidated: '2026-11-26T02:00:00Z',
    });
    expect(summary?.longId).toMatch(/^[A-Z0-9]{40}$/);

    const raw = value(await kit.client.getDocument(uuid));
    expect(raw.status).toBe('Valid');
    expect(
      createHash('sha256')
        .update(raw.document ?? '')
        .digest('hex'),
    ).toBe(entry.documentHash);

    const link = validationLink(kit.listening.portalBaseUrl, uuid, summary?.longId ?? '');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('INV-NY000777');
    expect((await fetch(validationLink(kit.listening.portalBaseUrl, uuid, 'WRONG'))).status).toBe(
      404,
    );
  });

  it('refuses the same submission within 10 minutes and takes it after', async () => {
    const entry = kit.invoice('INV-NY000800');
    value(await kit.client.submitDocuments([entry]));
    kit.clock.advance(4 * 60 * 1000);
    expect(await kit.client.submitDocuments([entry])).toEqual({
      ok: false,
      failure: {
        kind: 'duplicate',
        status: 422,
        retryAfterSeconds: 360,
        error: expect.objectContaining({ errorCode: 'DuplicateSubmission' }),
      },
    });
    kit.clock.advance(6 * 60 * 1000);
    const again = value(await kit.client.submitDocuments([entry]));
    expect(again.acceptedDocuments).toHaveLength(1);
  });

  it('marks the same document inside another submission Invalid (DS302): partially valid', async () => {
    const first = kit.invoice('INV-NY000810');
    value(await kit.client.submitDocuments([first]));
    const batch = value(await kit.client.submitDocuments([kit.invoice('INV-NY000811'), first]));
    kit.listening.sandbox.validatePending();
    const submission = value(await kit.client.getSubmission(batch.submissionUid ?? ''));
    expect(submission.overallStatus).toBe('partially valid');
    const duplicate = submission.documentSummary.find(
      (entry) => entry.internalId === 'INV-NY000810',
    );
    const details = value(await kit.client.getDocumentDetails(duplicate?.uuid ?? ''));
    expect(details.status).toBe('Invalid');
    const step = details.validationResults?.validationSteps.find(
      (entry) => entry.status === 'Invalid',
    );
    expect(step?.name).toBe('Step06-Duplicate Document Validator');
    expect(step?.error?.innerError?.[0]?.errorCode).toBe('DS302');
  });

  it('validates later and reports an invalid buyer TIN with its reason; no raw document', async () => {
    const entry = kit.invoice('INV-NY000820', {
      buyer: {
        tin: 'SG12345678901',
        idType: 'NRIC',
        idNumber: '900101145678',
        name: 'Aina binti Ahmad',
        address: {
          lines: ['12 Jalan Mawar'],
          city: 'Petaling Jaya',
          postcode: '46000',
          stateCode: '10',
        },
        phone: '+60198765432',
      },
    });
    const submitted = value(await kit.client.submitDocuments([entry]));
    const uuid = submitted.acceptedDocuments[0]?.uuid ?? '';
    kit.listening.sandbox.validatePending();
    const details = value(await kit.client.getDocumentDetails(uuid));
    expect(details.status).toBe('Invalid');
    const core = details.validationResults?.validationSteps.find(
      (step) => step.name === 'Step02-Core Fields Validator',
    );
    expect(core?.status).toBe('Invalid');
    expect(core?.error?.innerError).toEqual([
      expect.objectContaining({
        errorCode: 'InvalidTin',
        propertyPath: 'Invoice.AccountingCustomerParty.Party.TIN',
        error: 'Individual TINs now start with IG: replace OG or SG with IG.',
      }),
    ]);
    expect(value(await kit.client.getDocument(uuid)).document).toBeNull();
  });

  it('rejects at once a document whose hash does not match, or whose structure is wrong', async () => {
    const good = kit.invoice('INV-NY000830');
    const broken = Buffer.from(JSON.stringify({ Invoice: [{}] })).toString('base64');
    const answer = value(
      await kit.client.submitDocuments([
        { ...good, documentHash: 'a'.repeat(64) },
        {
          format: 'JSON',
          codeNumber: 'INV-NY000831',
          document: broken,
          documentHash: createHash('sha256').update(Buffer.from(broken, 'base64')).digest('hex'),
        },
      ]),
    );
    expect(answer.submissionUid).toBeNull();
    expect(answer.acceptedDocuments).toEqual([]);
    expect(
      answer.rejectedDocuments.map((entry) => [entry.invoiceCodeNumber, entry.error.errorCode]),
    ).toEqual([
      ['INV-NY000830', 'BadArgument'],
      ['INV-NY000831', 'BadStructure'],
    ]);
  });

  it('pages the document summaries of a submission', async () => {
    const batch = value(
      await kit.client.submitDocuments([
        kit.invoice('INV-NY000860'),
        kit.invoice('INV-NY000861'),
        kit.invoice('INV-NY000862'),
      ]),
    );
    const second = value(
      await kit.client.getSubmission(batch.submissionUid ?? '', { pageNo: 2, pageSize: 2 }),
    );
    expect(second.documentCount).toBe(3);
    expect(second.documentSummary.map((entry) => entry.internalId)).toEqual(['INV-NY000862']);
  });

  it('refuses documents issued by another taxpayer', async () => {
    const entry = kit.invoice('INV-NY000840', {
      supplier: { ...SELLER, tin: 'C1000000010' },
    });
    expect(await kit.client.submitDocuments([entry])).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 403, error: { errorCode: 'IncorrectSubmitter' } },
    });
  });

  it('logs in again when the service no longer honours its token', async () => {
    value(await kit.client.getToken());
    const before = kit.logins();
    kit.clock.advance(2 * 60 * 60 * 1000);
    // The client's own clock says renew too, so it asks for a token before calling.
    value(await kit.client.submitDocuments([kit.invoice('INV-NY000850')]));
    expect(kit.logins() - before).toBe(1);
  });
});
