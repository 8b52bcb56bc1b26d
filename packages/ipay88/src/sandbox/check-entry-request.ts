import { parseGatewayAmount } from '../amount';
import type { FormFields } from '../form-fields';
import { FIELD_LIMITS, PAYMENT_REQUEST_FIELDS, type PaymentRequestField } from '../payment-request';
import { SIGNATURE_TYPE, signRequest } from '../signature';
import { signaturesEqual } from '../signatures-equal';
import { findPaymentMethod } from './payment-methods';

/** The gateway's own error texts for a refused entry request. */
export type EntryError =
  | 'Invalid parameters'
  | 'Invalid merchant'
  | 'Signature not match'
  | 'Payment not allowed'
  | 'Duplicate reference number';

export interface EntryRequest {
  merchantCode: string;
  paymentId: string;
  refNo: string;
  /** The Amount string as requested. */
  amount: string;
  amountSen: number;
  currency: string;
  prodDesc: string;
  userName: string;
  userEmail: string;
  userContact: string;
  remark: string;
  xfield1?: string;
  responseUrl: string;
  backendUrl?: string;
}

export type EntryCheck =
  { ok: true; request: EntryRequest } | { ok: false; error: EntryError; detail: string };

/** The request fields the gateway does without; it refuses a request missing any other. */
const OPTIONAL: ReadonlySet<PaymentRequestField> = new Set([
  'PaymentId',
  'Remark',
  'Lang',
  'BackendURL',
]);
const REQUIRED = PAYMENT_REQUEST_FIELDS.filter((name) => !OPTIONAL.has(name));

const CURRENCIES = new Set(['MYR']);

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const fail = (error: EntryError, detail: string): EntryCheck => ({ ok: false, error, detail });

/** The callback addresses a merchant registered with the gateway. */
export interface RegisteredCallbacks {
  readonly responseUrl: string;
  readonly backendUrl: string;
}

export interface EntryContext {
  /** Merchant code to merchant key. */
  merchants: Readonly<Record<string, string>>;
  /**
   * Merchant code to its registered callback addresses. The URLs in a request are not covered by
   * the signature, so a merchant listed here gets results only at these addresses, never at
   * whatever a browser put in the form.
   */
  callbacks?: Readonly<Record<string, RegisteredCallbacks>> | undefined;
  hasApproved: (merchantCode: string, refNo: string) => boolean;
}

/**
 * Checks a payment request in the order the live gateway does: fields present, merchant known,
 * signature, then the values themselves and the RefNo's history.
 */
export const checkEntryRequest = (fields: FormFields, context: EntryContext): EntryCheck => {
  const missing = REQUIRED.filter((name) => !fields[name]);
  if (missing.length > 0) return fail('Invalid parameters', `Missing: ${missing.join(', ')}`);
  const get = (name: string): string => fields[name] ?? '';

  const merchantCode = get('MerchantCode');
  const merchantKey = Object.hasOwn(context.merchants, merchantCode)
    ? context.merchants[merchantCode]
    : undefined;
  if (merchantKey === undefined)
    return fail('Invalid merchant', `Unknown merchant code ${merchantCode}`);

  if (get('SignatureType') !== SIGNATURE_TYPE) {
    return fail('Signature not match', `SignatureType must be ${SIGNATURE_TYPE}`);
  }
  const xfield1 = fields['Xfield1'];
  const expected = signRequest({
    merchantKey,
    merchantCode,
    refNo: get('RefNo'),
    amount: get('Amount'),
    currency: get('Currency'),
    ...(xfield1 === undefined ? {} : { xfield1 }),
  });
  if (!signaturesEqual(get('Signature'), expected)) {
    return fail('Signature not match', 'The signature does not match the request');
  }

  const amountSen = parseGatewayAmount(get('Amount'));
  if (amountSen === null || amountSen <= 0) {
    return fail('Invalid parameters', 'Amount must be positive with two decimals, e.g. 1,278.99');
  }
  if (!CURRENCIES.has(get('Currency'))) return fail('Invalid parameters', 'Currency must be MYR');
  for (const [name, limit] of Object.entries(FIELD_LIMITS)) {
    if (get(name).length > limit)
      return fail('Invalid parameters', `${name} is longer than ${limit}`);
  }
  if (!isHttpUrl(get('ResponseURL'))) return fail('Invalid parameters', 'ResponseURL is not a URL');
  const backendUrl = fields['BackendURL'];
  if (backendUrl && !isHttpUrl(backendUrl)) {
    return fail('Invalid parameters', 'BackendURL is not a URL');
  }
  const registered = context.callbacks?.[merchantCode];
  if (registered && get('ResponseURL') !== registered.responseUrl) {
    return fail('Invalid parameters', 'ResponseURL is not the one registered for this merchant');
  }
  if (registered && backendUrl && backendUrl !== registered.backendUrl) {
    return fail('Invalid parameters', 'BackendURL is not the one registered for this merchant');
  }
  const paymentId = get('PaymentId');
  if (paymentId !== '' && findPaymentMethod(paymentId) === undefined) {
    return fail('Payment not allowed', `PaymentId ${paymentId} is not offered`);
  }
  if (context.hasApproved(merchantCode, get('RefNo'))) {
    return fail('Duplicate reference number', `RefNo ${get('RefNo')} is already paid`);
  }

  return {
    ok: true,
    request: {
      merchantCode,
      paymentId,
      refNo: get('RefNo'),
      amount: get('Amount'),
      amountSen,
      currency: get('Currency'),
      prodDesc: get('ProdDesc'),
      userName: get('UserName'),
      userEmail: get('UserEmail'),
      userContact: get('UserContact'),
      remark: get('Remark'),
      ...(xfield1 === undefined ? {} : { xfield1 }),
      responseUrl: get('ResponseURL'),
      ...(backendUrl ? { backendUrl } : {}),
    },
  };
};
