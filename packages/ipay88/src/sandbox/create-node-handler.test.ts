import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentRequest } from '../payment-request';
import { requery } from '../requery';
import { verifyResponse } from '../verify-response';
import { startBackendRecorder } from './backend-recorder';
import type { BackendRecorder } from './backend-recorder';
import { createNodeHandler } from './create-node-handler';
import { createSandbox } from './create-sandbox';

const sandbox = createSandbox({ merchants: { M00003: 'apple' }, retryDelayMs: 5 });
const handler = createNodeHandler(sandbox);
const server = createServer((req, res) => {
  void handler(req, res).then((handled) => {
    if (!handled) res.writeHead(404).end('not the sandbox');
  });
});
let base = '';
let backend: BackendRecorder;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend = await startBackendRecorder(['RECEIVEOK']);
});
afterAll(async () => {
  await backend.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const postForm = (path: string, fields: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('the sandbox over node:http', () => {
  it('serves its stylesheet and auto-submit script', async () => {
    const css = await fetch(`${base}/sandbox/ipay88/sandbox.css`);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    const js = await fetch(`${base}/sandbox/ipay88/autosubmit.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(await js.text()).toContain('form[data-autosubmit]');
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });

  it('takes a payment from entry to a settled re-query', async () => {
    const request = buildPaymentRequest({
      merchantKey: 'apple',
      merchantCode: 'M00003',
      refNo: 'NY000777',
      amount: 39600,
      currency: 'MYR',
      prodDesc: 'MCT LeanEssentials x 2',
      userName: 'Aina',
      userEmail: 'aina@example.com',
      userContact: '0123456789',
      responseUrl: 'http://shop.test/response',
      backendUrl: backend.url,
    });
    const entry = await postForm('/sandbox/ipay88/epayment/entry.asp', { ...request });
    expect(entry.status).toBe(200);
    const html = await entry.text();
    const transactionId = /name="TransactionId" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    expect(transactionId).toMatch(/^[0-9a-f]{32}$/);

    const result = await postForm('/sandbox/ipay88/epayment/pay', {
      TransactionId: transactionId,
      PaymentId: '538',
      Action: 'approve',
    });
    expect(result.status).toBe(200);
    await sandbox.settled();
    const posted = Object.fromEntries(backend.posts.at(-1) ?? []);
    expect(
      verifyResponse(posted, {
        merchantKey: 'apple',
        merchantCode: 'M00003',
        expectedAmount: 39600,
        expectedCurrency: 'MYR',
      }),
    ).toMatchObject({ ok: true, status: 'success' });

    const enquiry = `${base}/sandbox/ipay88/epayment/enquiry.asp`;
    expect(
      await requery({ url: enquiry, merchantCode: 'M00003', refNo: 'NY000777', amount: '396.00' }),
    ).toMatchObject({
      status: 'paid',
    });
    expect(
      await requery({ url: enquiry, merchantCode: 'M00003', refNo: 'NY000777', amount: '39.60' }),
    ).toMatchObject({
      status: 'incorrect-amount',
    });
    expect(
      await requery({ url: enquiry, merchantCode: 'M00003', refNo: 'NY000778', amount: '396.00' }),
    ).toMatchObject({
      status: 'not-found',
    });
  });

  it('shows "Signature not match" for a forged request posted by a browser', async () => {
    const answer = await postForm('/sandbox/ipay88/epayment/entry.asp', {
      MerchantCode: 'M00003',
      RefNo: 'NY1',
      Amount: '1.00',
      Currency: 'MYR',
      ProdDesc: 'x',
      UserName: 'x',
      UserEmail: 'x@example.com',
      UserContact: '0123456789',
      SignatureType: 'HMACSHA512',
      Signature: 'f'.repeat(128),
      ResponseURL: 'http://shop.test/response',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Signature not match');
  });
});
