import { parseGatewayAmount } from './amount';
import type { FormFields } from './form-fields';
import { paymentStatusOf, parsePaymentResponse } from './payment-response';
import type { PaymentResponse, PaymentStatus } from './payment-response';
import { signResponse } from './signature';
import { signaturesEqual } from './signatures-equal';

export interface VerifyOptions {
  merchantKey: string;
  merchantCode: string;
  /** The order's amount in sen. */
  expectedAmount: number;
  expectedCurrency: string;
  /** When given, the RefNo must match too. */
  expectedRefNo?: string;
}

export type VerifyFailure =
  | { reason: 'missing-fields'; missing: string[] }
  | { reason: 'signature' }
  | { reason: 'merchant-code'; expected: string; received: string }
  | { reason: 'ref-no'; expected: string; received: string }
  | { reason: 'currency'; expected: string; received: string }
  | { reason: 'amount'; expected: number; received: string };

export type VerifyResult =
  { ok: true; response: PaymentResponse; status: PaymentStatus } | ({ ok: false } & VerifyFailure);

/**
 * Checks a result post against our key and the order it names: signature first (so nothing
 * unsigned is trusted), then merchant code, RefNo, currency and amount. The amount is read from
 * the received string itself and compared in sen. The first mismatch is named.
 */
export const verifyResponse = (fields: FormFields, options: VerifyOptions): VerifyResult => {
  const parsed = parsePaymentResponse(fields);
  if (!parsed.ok) return { ok: false, reason: 'missing-fields', missing: parsed.missing };
  const response = parsed.response;

  const expectedSignature = signResponse({
    merchantKey: options.merchantKey,
    merchantCode: response.merchantCode,
    paymentId: response.paymentId,
    refNo: response.refNo,
    amount: response.amount,
    currency: response.currency,
    status: response.status,
  });
  if (!signaturesEqual(response.signature, expectedSignature)) {
    return { ok: false, reason: 'signature' };
  }
  // The names the order and the post must agree on, in the order they are checked.
  const agreed: readonly (readonly [
    'merchant-code' | 'ref-no' | 'currency',
    string | undefined,
    string,
  ])[] = [
    ['merchant-code', options.merchantCode, response.merchantCode],
    ['ref-no', options.expectedRefNo, response.refNo],
    ['currency', options.expectedCurrency, response.currency],
  ];
  for (const [reason, expected, received] of agreed) {
    if (expected !== undefined && received !== expected) {
      return { ok: false, reason, expected, received };
    }
  }
  if (parseGatewayAmount(response.amount) !== options.expectedAmount) {
    return {
      ok: false,
      reason: 'amount',
      expected: options.expectedAmount,
      received: response.amount,
    };
  }
  return { ok: true, response, status: paymentStatusOf(response.status) };
};
