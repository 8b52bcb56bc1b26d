import { randomBytes, randomInt } from 'node:crypto';
import { formatAmount } from '../amount';
import type { FormFields } from '../form-fields';
import { signResponse } from '../signature';
import { answerEnquiry } from './answer-enquiry';
import { AUTOSUBMIT_JS, SANDBOX_CSS } from './assets';
import { checkEntryRequest } from './check-entry-request';
import type { EntryRequest, RegisteredCallbacks } from './check-entry-request';
import { deliverToBackend } from './deliver-to-backend';
import { findPaymentMethod } from './payment-methods';
import { renderEntryPage } from './render-entry-page';
import { renderErrorPage } from './render-error-page';
import { renderRedirectPage } from './render-redirect-page';
import { TransactionStore } from './transaction-store';
import type { BackendAttempt, SandboxTransaction, TransactionState } from './transaction-store';

export interface SandboxOptions {
  /** Merchant code to merchant key: the sandbox signs and checks with these. */
  merchants: Readonly<Record<string, string>>;
  /**
   * Merchant code to the callback addresses it registered: requests naming other ResponseURL or
   * BackendURL values are refused, so the sandbox never posts to an address a browser chose.
   */
  callbacks?: Readonly<Record<string, RegisteredCallbacks>>;
  /** Used for the BackendURL posts; the global fetch by default. */
  fetch?: typeof fetch;
  /** Pause between BackendURL attempts (default 2000 ms). */
  retryDelayMs?: number;
  /** BackendURL attempts per result (default 3). */
  maxBackendAttempts?: number;
  /** Time allowed for one BackendURL answer (default 10 s). */
  backendTimeoutMs?: number;
  /** Notified of what happens, for logs. */
  onEvent?: (event: SandboxEvent) => void;
}

export type SandboxEvent =
  | { type: 'entry-refused'; error: string; detail: string; refNo: string }
  | { type: 'entry-opened'; refNo: string; transactionId: string }
  | { type: 'result'; refNo: string; state: TransactionState }
  | { type: 'backend-attempt'; refNo: string; attempt: BackendAttempt }
  | { type: 'backend-given-up'; refNo: string };

export interface SandboxRequest {
  method: string;
  /** Path below the mount point, e.g. "epayment/entry.asp". */
  path: string;
  /** The form fields (body, and query string for GET). */
  fields: FormFields;
  /** A CSP nonce for the auto-submit script tag, if the host uses nonces. */
  scriptNonce?: string;
}

export interface SandboxResponse {
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export interface Sandbox {
  handle: (request: SandboxRequest) => Promise<SandboxResponse>;
  /** Resolves once every BackendURL delivery started so far has finished. */
  settled: () => Promise<void>;
  transactions: () => SandboxTransaction[];
}

const HTML = 'text/html; charset=utf-8';
const NO_STORE = { 'cache-control': 'no-store' };

const html = (status: number, body: string): SandboxResponse => ({
  status,
  contentType: HTML,
  body,
  headers: NO_STORE,
});
const text = (status: number, body: string): SandboxResponse => ({
  status,
  contentType: 'text/plain; charset=utf-8',
  body,
  headers: NO_STORE,
});

const digits = (count: number): string =>
  Array.from({ length: count }, () => randomInt(10).toString()).join('');

const ACTIONS: Record<string, Exclude<TransactionState, 'open'>> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
};

const ERROR_TEXTS: Record<Exclude<TransactionState, 'open'>, string> = {
  approved: '',
  declined: 'Transaction declined by the issuer (sandbox)',
  cancelled: 'Transaction cancelled by the customer (sandbox)',
};

const openTransaction = ({ paymentId, ...request }: EntryRequest): SandboxTransaction => ({
  id: randomBytes(16).toString('hex'),
  ...request,
  requestedPaymentId: paymentId,
  createdAt: new Date(),
  state: 'open',
  backendAttempts: [],
  backendAcknowledged: false,
});

/** The signed result fields, as the gateway posts them to both URLs. */
const resultFields = (
  transaction: SandboxTransaction,
  state: Exclude<TransactionState, 'open'>,
  paymentId: string,
  merchantKey: string,
): Record<string, string> => {
  const method = findPaymentMethod(paymentId);
  const approved = state === 'approved';
  const status = approved ? '1' : '0';
  const amount = formatAmount(transaction.amountSen);
  const card = method?.group === 'card';
  return {
    MerchantCode: transaction.merchantCode,
    PaymentId: paymentId,
    RefNo: transaction.refNo,
    Amount: amount,
    Currency: transaction.currency,
    Remark: transaction.remark,
    TransId: `T${digits(10)}`,
    AuthCode: approved && card ? digits(6) : '',
    Status: status,
    ErrDesc: ERROR_TEXTS[state],
    Signature: signResponse({
      merchantKey,
      merchantCode: transaction.merchantCode,
      paymentId,
      refNo: transaction.refNo,
      amount,
      currency: transaction.currency,
      status,
    }),
    CCName: card ? transaction.userName : '',
    CCNo: card ? '411111******1111' : '',
    S_bankname: card ? 'Sandbox Card Bank' : method?.group === 'fpx' ? method.name : '',
    S_country: card ? 'MY' : '',
  };
};

/** A stand-in for the hosted payment page, with the live gateway's checks, pages and callbacks. */
export const createSandbox = (options: SandboxOptions): Sandbox => {
  const store = new TransactionStore();
  const inFlight = new Set<Promise<void>>();
  const doFetch = options.fetch ?? fetch;
  const emit = (event: SandboxEvent): void => options.onEvent?.(event);

  const startDelivery = (
    transaction: SandboxTransaction,
    url: string,
    fields: FormFields,
  ): void => {
    const delivery = deliverToBackend({
      url,
      fields,
      fetch: doFetch,
      maxAttempts: options.maxBackendAttempts ?? 3,
      retryDelayMs: options.retryDelayMs ?? 2000,
      timeoutMs: options.backendTimeoutMs ?? 10_000,
      onAttempt: (attempt) => {
        transaction.backendAttempts.push(attempt);
        emit({ type: 'backend-attempt', refNo: transaction.refNo, attempt });
      },
    }).then((acknowledged) => {
      transaction.backendAcknowledged = acknowledged;
      if (!acknowledged) emit({ type: 'backend-given-up', refNo: transaction.refNo });
    });
    const tracked = delivery.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const entry = (fields: FormFields): SandboxResponse => {
    const check = checkEntryRequest(fields, {
      merchants: options.merchants,
      callbacks: options.callbacks,
      hasApproved: (code, refNo) => store.hasApproved(code, refNo),
    });
    if (!check.ok) {
      emit({
        type: 'entry-refused',
        error: check.error,
        detail: check.detail,
        refNo: fields['RefNo'] ?? '',
      });
      return html(400, renderErrorPage(check.error, check.detail));
    }
    const transaction = openTransaction(check.request);
    store.add(transaction);
    emit({ type: 'entry-opened', refNo: transaction.refNo, transactionId: transaction.id });
    return html(200, renderEntryPage(transaction));
  };

  const pay = (fields: FormFields, scriptNonce: string | undefined): SandboxResponse => {
    const transaction = store.get(fields['TransactionId'] ?? '');
    if (!transaction)
      return html(404, renderErrorPage('Invalid parameters', 'Unknown transaction'));
    const redirect = (result: FormFields): SandboxResponse =>
      html(
        200,
        renderRedirectPage({
          action: transaction.responseUrl,
          fields: result,
          ...(scriptNonce === undefined ? {} : { scriptNonce }),
        }),
      );
    // A resubmitted choice shows the same result again; it is not a second payment.
    if (transaction.result) return redirect(transaction.result);

    const action = fields['Action'] ?? '';
    const state = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
    if (state === undefined)
      return html(400, renderErrorPage('Invalid parameters', 'Choose Approve, Decline or Cancel'));
    const paymentId = fields['PaymentId'] || transaction.requestedPaymentId || '2';
    if (!findPaymentMethod(paymentId)) {
      return html(
        400,
        renderErrorPage('Payment not allowed', `PaymentId ${paymentId} is not offered`),
      );
    }
    const merchantKey = options.merchants[transaction.merchantCode];
    if (merchantKey === undefined)
      return html(400, renderErrorPage('Invalid merchant', 'Merchant removed'));

    const result = resultFields(transaction, state, paymentId, merchantKey);
    store.settle(transaction, state, result);
    emit({ type: 'result', refNo: transaction.refNo, state });
    if (transaction.backendUrl) startDelivery(transaction, transaction.backendUrl, result);
    return redirect(result);
  };

  const handle = async (request: SandboxRequest): Promise<SandboxResponse> => {
    const path = request.path.replace(/^\/+/, '').toLowerCase();
    const method = request.method.toUpperCase();
    const isPost = method === 'POST';
    switch (path) {
      case 'sandbox.css':
        return {
          status: 200,
          contentType: 'text/css; charset=utf-8',
          body: SANDBOX_CSS,
          headers: {},
        };
      case 'autosubmit.js':
        return {
          status: 200,
          contentType: 'text/javascript; charset=utf-8',
          body: AUTOSUBMIT_JS,
          headers: {},
        };
      case 'epayment/entry.asp':
        return isPost
          ? entry(request.fields)
          : html(405, renderErrorPage('Invalid parameters', 'Post the payment form'));
      case 'epayment/pay':
        return isPost
          ? pay(request.fields, request.scriptNonce)
          : html(405, renderErrorPage('Invalid parameters', 'Post the payment form'));
      case 'epayment/enquiry.asp':
        return text(200, answerEnquiry(request.fields, options.merchants, store));
      default:
        return text(404, 'Not found');
    }
  };

  const settled = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.all([...inFlight]);
  };

  return { handle, settled, transactions: () => store.all() };
};
