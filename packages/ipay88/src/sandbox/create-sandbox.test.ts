import { afterEach, describe, expect, it } from 'vitest';
import { buildPaymentRequest } from '../payment-request';
import type { PaymentRequestInput } from '../payment-request';
import { verifyResponse } from '../verify-response';
import { startBackendRecorder } from './backend-recorder';
import type { BackendRecorder } from './backend-recorder';
import { createSandbox } from './create-sandbox';
import type { Sandbox } from './create-sandbox';

const MERCHANTS = { M00003: 'apple' };

const requestInput = (
  backendUrl: string,
  overrides: Partial<PaymentRequestInput> = {},
): PaymentRequestInput => ({
  merchantKey: 'apple',
  merchantCode: 'M00003',
  refNo: 'NY000123',
  amount: 127899,
  currency: 'MYR',
  prodDesc: 'MCT Essentials x 2',
  userName: 'Aina <Rahman>',
  userEmail: 'aina@example.com',
  userContact: '0123456789',
  responseUrl: 'http://shop.test/api/payments/ipay88/response',
  backendUrl,
  ...overrides,
});

const fieldsOf = (request: object): Record<string, string> => ({
  ...(request as Record<string, string>),
});

/** Hidden inputs of the page's form, in order. */
const hiddenInputs = (html: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    const unescape = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    out[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return out;
};

let backend: BackendRecorder | undefined;
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

const open = async (sandbox: Sandbox, fields: Record<string, string>) =>
  sandbox.handle({ method: 'POST', path: 'epayment/entry.asp', fields });

describe('entry page', () => {
  const sandbox = createSandbox({ merchants: MERCHANTS });

  it('shows the payment with its methods and the three choices', async () => {
    const page = await open(
      sandbox,
      fieldsOf(buildPaymentRequest(requestInput('http://shop.test/backend'))),
    );
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/text\/html/);
    for (const text of [
      'M00003',
      'NY000123',
      'MYR 1,278.99',
      'MCT Essentials x 2',
      'Maybank2U',
      'CIMB Clicks',
      'Boost',
      'GrabPay',
      'Touch &#39;n Go',
    ]) {
      expect(page.body).toContain(text);
    }
    for (const id of [
      '2',
      '6',
      '8',
      '10',
      '14',
      '15',
      '20',
      '31',
      '102',
      '103',
      '124',
      '134',
      '210',
      '523',
      '538',
    ]) {
      expect(page.body).toContain(`name="PaymentId" value="${id}"`);
    }
    expect(page.body).toContain('role="radiogroup"');
    expect(page.body).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Decline<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page.body).toContain('Aina &lt;Rahman&gt;');
    expect(page.body).not.toContain('<script');
  });

  it('answers a bad signature with "Signature not match"', async () => {
    const fields = fieldsOf(buildPaymentRequest(requestInput('http://shop.test/backend')));
    const page = await open(sandbox, { ...fields, Amount: '1.00' });
    expect(page.body).toContain('Signature not match');
    expect(page.status).toBe(400);
    const wrongKey = fieldsOf(
      buildPaymentRequest({ ...requestInput('http://shop.test/backend'), merchantKey: 'pear' }),
    );
    expect((await open(sandbox, wrongKey)).body).toContain('Signature not match');
  });

  it('refuses missing fields, an unknown merchant, another currency and unknown methods', async () => {
    const fields = fieldsOf(buildPaymentRequest(requestInput('http://shop.test/backend')));
    const { UserEmail: _dropped, ...noEmail } = fields;
    expect((await open(sandbox, noEmail)).body).toContain('Invalid parameters');
    expect((await open(sandbox, noEmail)).body).toContain('UserEmail');
    const stranger = fieldsOf(
      buildPaymentRequest({ ...requestInput('http://shop.test/backend'), merchantCode: 'M777' }),
    );
    expect((await open(sandbox, stranger)).body).toContain('Invalid merchant');
    const dollars = fieldsOf(
      buildPaymentRequest({ ...requestInput('http://shop.test/backend'), currency: 'USD' }),
    );
    expect((await open(sandbox, dollars)).body).toContain('Currency must be MYR');
    const bitcoin = fieldsOf(
      buildPaymentRequest({ ...requestInput('http://shop.test/backend'), paymentId: '999' }),
    );
    expect((await open(sandbox, bitcoin)).body).toContain('Payment not allowed');
  });
});

describe('registered callbacks', () => {
  it("refuses a request whose ResponseURL or BackendURL is not the merchant's own, and posts nothing", async () => {
    backend = await startBackendRecorder(['RECEIVEOK']);
    const sandbox = createSandbox({
      merchants: MERCHANTS,
      retryDelayMs: 5,
      callbacks: {
        M00003: {
          responseUrl: 'http://shop.test/api/payments/ipay88/response',
          backendUrl: 'http://shop.test/api/payments/ipay88/backend',
        },
      },
    });
    // The URLs are outside the signature: a browser can point them anywhere, e.g. at a local port.
    const elsewhere = await open(sandbox, fieldsOf(buildPaymentRequest(requestInput(backend.url))));
    expect(elsewhere.body).toContain('BackendURL is not the one registered for this merchant');
    expect(hiddenInputs(elsewhere.body)['TransactionId']).toBeUndefined();
    const response = await open(
      sandbox,
      fieldsOf(
        buildPaymentRequest({
          ...requestInput('http://shop.test/api/payments/ipay88/backend'),
          responseUrl: 'http://127.0.0.1:9/steal',
        }),
      ),
    );
    expect(response.body).toContain('ResponseURL is not the one registered for this merchant');
    await sandbox.settled();
    expect(backend.posts).toHaveLength(0);

    const own = await open(
      sandbox,
      fieldsOf(buildPaymentRequest(requestInput('http://shop.test/api/payments/ipay88/backend'))),
    );
    expect(hiddenInputs(own.body)['TransactionId']).toBeTruthy();
  });
});

describe('a payment choice', () => {
  it('posts the signed result to BackendURL and sends the browser to ResponseURL with the same fields', async () => {
    backend = await startBackendRecorder(['RECEIVEOK']);
    const sandbox = createSandbox({ merchants: MERCHANTS, retryDelayMs: 5 });
    const page = await open(sandbox, fieldsOf(buildPaymentRequest(requestInput(backend.url))));
    const transactionId = hiddenInputs(page.body)['TransactionId'] ?? '';

    const redirect = await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: { TransactionId: transactionId, PaymentId: '6', Action: 'approve' },
    });
    await sandbox.settled();

    expect(redirect.body).toContain('action="http://shop.test/api/payments/ipay88/response"');
    expect(redirect.body).toMatch(/<button type="submit">Continue<\/button>/);
    expect(redirect.body).toContain('<script src="../autosubmit.js"></script>');
    const browserFields = hiddenInputs(redirect.body);
    expect(backend.posts).toHaveLength(1);
    expect(Object.fromEntries(backend.posts[0] ?? [])).toEqual(browserFields);
    expect(browserFields).toMatchObject({
      Status: '1',
      PaymentId: '6',
      RefNo: 'NY000123',
      Amount: '1,278.99',
      S_bankname: 'Maybank2U',
    });
    const verified = verifyResponse(browserFields, {
      merchantKey: 'apple',
      merchantCode: 'M00003',
      expectedAmount: 127899,
      expectedCurrency: 'MYR',
    });
    expect(verified).toMatchObject({ ok: true, status: 'success' });
  });

  it('retries BackendURL until the answer is exactly RECEIVEOK', async () => {
    backend = await startBackendRecorder(['busy', 'RECEIVEOK ', 'RECEIVEOK']);
    const sandbox = createSandbox({ merchants: MERCHANTS, retryDelayMs: 5 });
    const page = await open(sandbox, fieldsOf(buildPaymentRequest(requestInput(backend.url))));
    await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: {
        TransactionId: hiddenInputs(page.body)['TransactionId'] ?? '',
        PaymentId: '2',
        Action: 'decline',
      },
    });
    await sandbox.settled();
    expect(backend.posts).toHaveLength(3);
    expect(backend.posts.map((post) => post.get('Signature'))).toEqual(
      Array(3).fill(backend.posts[0]?.get('Signature')),
    );
    const [transaction] = sandbox.transactions();
    expect(transaction?.backendAcknowledged).toBe(true);
    expect(transaction?.state).toBe('declined');
  });

  it('gives up after three attempts', async () => {
    backend = await startBackendRecorder(['not yet']);
    const events: string[] = [];
    const sandbox = createSandbox({
      merchants: MERCHANTS,
      retryDelayMs: 5,
      onEvent: (event) => events.push(event.type),
    });
    const page = await open(sandbox, fieldsOf(buildPaymentRequest(requestInput(backend.url))));
    await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: { TransactionId: hiddenInputs(page.body)['TransactionId'] ?? '', Action: 'cancel' },
    });
    await sandbox.settled();
    expect(backend.posts).toHaveLength(3);
    expect(sandbox.transactions()[0]?.backendAcknowledged).toBe(false);
    expect(events).toContain('backend-given-up');
  });

  it('shows the same result again on a resubmitted choice without posting again', async () => {
    backend = await startBackendRecorder(['RECEIVEOK']);
    const sandbox = createSandbox({ merchants: MERCHANTS, retryDelayMs: 5 });
    const page = await open(sandbox, fieldsOf(buildPaymentRequest(requestInput(backend.url))));
    const TransactionId = hiddenInputs(page.body)['TransactionId'] ?? '';
    const first = await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: { TransactionId, Action: 'approve' },
    });
    const again = await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: { TransactionId, Action: 'decline' },
    });
    await sandbox.settled();
    expect(hiddenInputs(again.body)).toEqual(hiddenInputs(first.body));
    expect(backend.posts).toHaveLength(1);
  });
});

describe('re-query page', () => {
  it('answers like the live gateway through the life of a RefNo', async () => {
    backend = await startBackendRecorder(['RECEIVEOK']);
    const sandbox = createSandbox({ merchants: MERCHANTS, retryDelayMs: 5 });
    const ask = async (fields: Record<string, string>) =>
      (await sandbox.handle({ method: 'POST', path: 'epayment/enquiry.asp', fields })).body;
    const query = { MerchantCode: 'M00003', RefNo: 'NY000123', Amount: '1,278.99' };

    expect(await ask(query)).toBe('Record not found');
    expect(await ask({ MerchantCode: 'M00003', RefNo: 'NY000123' })).toBe('Invalid parameters');

    const request = fieldsOf(buildPaymentRequest(requestInput(backend.url)));
    const first = await open(sandbox, request);
    expect(await ask(query)).toBe("Haven't Paid (0)");
    await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: { TransactionId: hiddenInputs(first.body)['TransactionId'] ?? '', Action: 'decline' },
    });
    expect(await ask(query)).toBe('Payment fail');

    const second = await open(sandbox, request);
    await sandbox.handle({
      method: 'POST',
      path: 'epayment/pay',
      fields: {
        TransactionId: hiddenInputs(second.body)['TransactionId'] ?? '',
        Action: 'approve',
      },
    });
    await sandbox.settled();
    expect(await ask(query)).toBe('00');
    expect(await ask({ ...query, Amount: '1278.99' })).toBe('00');
    expect(await ask({ ...query, Amount: '1.00' })).toBe('Incorrect amount');

    // A paid RefNo cannot be paid a second time.
    expect((await open(sandbox, request)).body).toContain('Duplicate reference number');
  });
});
