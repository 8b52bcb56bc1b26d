import { formatAmount } from './amount';
import { SIGNATURE_TYPE, signRequest } from './signature';

/** The form fields posted by the shopper's browser to the gateway's entry page, in order. */
export const PAYMENT_REQUEST_FIELDS = [
  'MerchantCode',
  'PaymentId',
  'RefNo',
  'Amount',
  'Currency',
  'ProdDesc',
  'UserName',
  'UserEmail',
  'UserContact',
  'Remark',
  'Lang',
  'SignatureType',
  'Signature',
  'ResponseURL',
  'BackendURL',
] as const;

export type PaymentRequestField = (typeof PAYMENT_REQUEST_FIELDS)[number];

/** A signed payment request; `Xfield1` is present only when it was signed. */
export type PaymentRequest = Record<PaymentRequestField, string> & { Xfield1?: string };

/** Longest value the gateway accepts for each text field. */
export const FIELD_LIMITS = {
  RefNo: 30,
  ProdDesc: 100,
  UserName: 100,
  UserEmail: 100,
  UserContact: 20,
  Remark: 100,
} as const;

export interface PaymentRequestInput {
  merchantKey: string;
  merchantCode: string;
  refNo: string;
  /** In sen. */
  amount: number;
  currency: string;
  prodDesc: string;
  userName: string;
  userEmail: string;
  userContact: string;
  responseUrl: string;
  backendUrl: string;
  /** Empty lets the shopper choose the method on the gateway's page. */
  paymentId?: string;
  remark?: string;
  lang?: string;
  xfield1?: string;
}

const clip = (text: string, limit: number): string =>
  text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;

/**
 * Builds the signed field set of a payment request. Descriptive fields (ProdDesc, UserName,
 * Remark) are shortened to the gateway's limits; a RefNo, e-mail or contact that does not fit is
 * a programming error and throws, since shortening them would change what they identify.
 */
export const buildPaymentRequest = (input: PaymentRequestInput): PaymentRequest => {
  if (input.refNo.length === 0 || input.refNo.length > FIELD_LIMITS.RefNo) {
    throw new RangeError(`RefNo must be 1 to ${FIELD_LIMITS.RefNo} characters`);
  }
  if (input.userEmail.length > FIELD_LIMITS.UserEmail) {
    throw new RangeError(`UserEmail is longer than ${FIELD_LIMITS.UserEmail} characters`);
  }
  if (input.userContact.length > FIELD_LIMITS.UserContact) {
    throw new RangeError(`UserContact is longer than ${FIELD_LIMITS.UserContact} characters`);
  }
  const amount = formatAmount(input.amount);
  const signature = signRequest({
    merchantKey: input.merchantKey,
    merchantCode: input.merchantCode,
    refNo: input.refNo,
    amount,
    currency: input.currency,
    ...(input.xfield1 === undefined ? {} : { xfield1: input.xfield1 }),
  });
  const request: PaymentRequest = {
    MerchantCode: input.merchantCode,
    PaymentId: input.paymentId ?? '',
    RefNo: input.refNo,
    Amount: amount,
    Currency: input.currency,
    ProdDesc: clip(input.prodDesc, FIELD_LIMITS.ProdDesc),
    UserName: clip(input.userName, FIELD_LIMITS.UserName),
    UserEmail: input.userEmail,
    UserContact: input.userContact,
    Remark: clip(input.remark ?? '', FIELD_LIMITS.Remark),
    Lang: input.lang ?? 'UTF-8',
    SignatureType: SIGNATURE_TYPE,
    Signature: signature,
    ResponseURL: input.responseUrl,
    BackendURL: input.backendUrl,
  };
  if (input.xfield1 !== undefined) request.Xfield1 = input.xfield1;
  return request;
};
