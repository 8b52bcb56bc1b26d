import { z } from '../zod';

/**
 * The fields the browser posts to the payment gateway's entry page (spec §3). The server signs
 * them; the apps only copy them into a hidden form.
 */
export const paymentRequest = z.object({
  MerchantCode: z.string(),
  PaymentId: z.string(),
  RefNo: z.string(),
  Amount: z.string().regex(/^(\d{1,3}(,\d{3})+|\d+)\.\d{2}$/),
  Currency: z.literal('MYR'),
  ProdDesc: z.string(),
  UserName: z.string(),
  UserEmail: z.string(),
  UserContact: z.string(),
  Remark: z.string(),
  Lang: z.string(),
  SignatureType: z.string(),
  Signature: z.string(),
  ResponseURL: z.string(),
  BackendURL: z.string(),
});
export type PaymentRequest = z.output<typeof paymentRequest>;

/** Where to post a payment request, with the request itself. */
export const paymentHandoff = {
  payment_url: z.string().min(1),
  payment_request: paymentRequest,
};

/** A new Pending order (its uuid) and the signed payment request to post to the gateway. */
export const newOrderHandoff = z.object({
  uuid: z.uuid(),
  ...paymentHandoff,
});
