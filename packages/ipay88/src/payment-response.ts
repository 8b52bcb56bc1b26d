import type { FormFields } from './form-fields';

/** The only answer to a BackendURL post that tells the gateway the result was taken in. */
export const BACKEND_ACKNOWLEDGEMENT = 'RECEIVEOK';

/** Fields the gateway posts back to ResponseURL and BackendURL. */
export const PAYMENT_RESPONSE_FIELDS = [
  'MerchantCode',
  'PaymentId',
  'RefNo',
  'Amount',
  'Currency',
  'Remark',
  'TransId',
  'AuthCode',
  'Status',
  'ErrDesc',
  'Signature',
  'CCName',
  'CCNo',
  'S_bankname',
  'S_country',
] as const;

/** Fields without which a result cannot be checked. */
export const REQUIRED_RESPONSE_FIELDS = [
  'MerchantCode',
  'PaymentId',
  'RefNo',
  'Amount',
  'Currency',
  'Status',
  'Signature',
] as const;

/** "1" is a successful payment, "0" a failed or cancelled one; anything else is not final. */
export type PaymentStatus = 'success' | 'fail' | 'other';

export interface PaymentResponse {
  merchantCode: string;
  paymentId: string;
  refNo: string;
  /** The Amount string exactly as received. */
  amount: string;
  currency: string;
  remark: string;
  transId: string;
  authCode: string;
  /** The raw Status value. */
  status: string;
  errDesc: string;
  signature: string;
  ccName: string;
  ccNo: string;
  bankName: string;
  bankCountry: string;
  /** Every field as received, for the record. */
  raw: FormFields;
}

export type ParseResponseResult =
  { ok: true; response: PaymentResponse } | { ok: false; missing: string[] };

export const paymentStatusOf = (status: string): PaymentStatus =>
  status === '1' ? 'success' : status === '0' ? 'fail' : 'other';

/** Reads a result post. Fails only when a field needed to check it is absent or empty. */
export const parsePaymentResponse = (fields: FormFields): ParseResponseResult => {
  const missing = REQUIRED_RESPONSE_FIELDS.filter((name) => !fields[name]);
  if (missing.length > 0) return { ok: false, missing };
  const get = (name: string): string => fields[name] ?? '';
  return {
    ok: true,
    response: {
      merchantCode: get('MerchantCode'),
      paymentId: get('PaymentId'),
      refNo: get('RefNo'),
      amount: get('Amount'),
      currency: get('Currency'),
      remark: get('Remark'),
      transId: get('TransId'),
      authCode: get('AuthCode'),
      status: get('Status'),
      errDesc: get('ErrDesc'),
      signature: get('Signature'),
      ccName: get('CCName'),
      ccNo: get('CCNo'),
      bankName: get('S_bankname'),
      bankCountry: get('S_country'),
      raw: { ...fields },
    },
  };
};
