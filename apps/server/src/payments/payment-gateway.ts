import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

/** Where the sandbox is mounted; its pages live one level below (…/epayment/…). */
export const SANDBOX_MOUNT = '/sandbox/ipay88/';
export const SANDBOX_MERCHANT_CODE = 'M00000';
const LIVE_REQUERY_URL = 'https://payment.ipay88.com.my/epayment/enquiry.asp';
export const RESPONSE_PATH = '/api/payments/ipay88/response';
export const BACKEND_PATH = '/api/payments/ipay88/backend';

/** Everything the shop needs to talk to the gateway, live or sandbox. */
export interface PaymentGateway {
  readonly kind: 'sandbox' | 'ipay88';
  readonly merchantCode: string;
  readonly merchantKey: string;
  /** Where the browser posts a payment request. */
  readonly entryUrl: string;
  readonly requeryUrl: string;
  /** Our callback addresses, sent in every payment request. */
  readonly responseUrl: string;
  readonly backendUrl: string;
  readonly currency: 'MYR';
}

/**
 * The gateway of this configuration. In sandbox mode an unset merchant key is derived from the
 * JWT secret: stable across restarts, never a published value.
 */
export function paymentGatewayOf(config: AppConfig): PaymentGateway {
  const base = config.publicBaseUrl;
  const callbacks = {
    responseUrl: `${base}${RESPONSE_PATH}`,
    backendUrl: `${base}${BACKEND_PATH}`,
  };
  const { payment } = config;
  if (payment.gateway === 'ipay88') {
    if (!payment.merchantCode || !payment.merchantKey || !payment.entryUrl) {
      throw new Error(
        'PAYMENT_GATEWAY=ipay88 needs IPAY88_MERCHANT_CODE, IPAY88_MERCHANT_KEY and IPAY88_ENTRY_URL',
      );
    }
    return {
      kind: 'ipay88',
      merchantCode: payment.merchantCode,
      merchantKey: payment.merchantKey,
      entryUrl: payment.entryUrl,
      requeryUrl: payment.requeryUrl ?? LIVE_REQUERY_URL,
      currency: 'MYR',
      ...callbacks,
    };
  }
  const secret = config.jwtSecret ?? 'sandbox';
  return {
    kind: 'sandbox',
    merchantCode: payment.merchantCode ?? SANDBOX_MERCHANT_CODE,
    merchantKey:
      payment.merchantKey ??
      createHmac('sha256', secret).update('ipay88-sandbox-merchant-key').digest('hex'),
    entryUrl: `${base}${SANDBOX_MOUNT}epayment/entry.asp`,
    requeryUrl: `${base}${SANDBOX_MOUNT}epayment/enquiry.asp`,
    currency: 'MYR',
    ...callbacks,
  };
}
