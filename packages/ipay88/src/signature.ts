import { createHmac } from 'node:crypto';
import { amountDigits } from './amount';
import type { FormFields } from './form-fields';

/** The only signature scheme this library speaks. */
export const SIGNATURE_TYPE = 'HMACSHA512';

export interface RequestSignatureInput {
  merchantKey: string;
  merchantCode: string;
  refNo: string;
  /** The Amount string exactly as posted ("1,278.99"). */
  amount: string;
  currency: string;
  xfield1?: string;
}

export interface ResponseSignatureInput {
  merchantKey: string;
  merchantCode: string;
  paymentId: string;
  refNo: string;
  /** The Amount string exactly as received. */
  amount: string;
  currency: string;
  status: string;
}

const hmacSha512Hex = (key: string, message: string): string =>
  createHmac('sha512', key).update(message, 'utf8').digest('hex');

/** Signature of a payment request (lowercase hex). */
export const signRequest = (input: RequestSignatureInput): string =>
  hmacSha512Hex(
    input.merchantKey,
    input.merchantKey +
      input.merchantCode +
      input.refNo +
      amountDigits(input.amount) +
      input.currency +
      (input.xfield1 ?? ''),
  );

/** Signature of a payment result, as posted to ResponseURL and BackendURL (lowercase hex). */
export const signResponse = (input: ResponseSignatureInput): string =>
  hmacSha512Hex(
    input.merchantKey,
    input.merchantKey +
      input.merchantCode +
      input.paymentId +
      input.refNo +
      amountDigits(input.amount) +
      input.currency +
      input.status,
  );

/** Signature of a payment result's posted fields (a missing field counts as empty). */
export const signResponseFields = (merchantKey: string, fields: FormFields): string =>
  signResponse({
    merchantKey,
    merchantCode: fields['MerchantCode'] ?? '',
    paymentId: fields['PaymentId'] ?? '',
    refNo: fields['RefNo'] ?? '',
    amount: fields['Amount'] ?? '',
    currency: fields['Currency'] ?? '',
    status: fields['Status'] ?? '',
  });
