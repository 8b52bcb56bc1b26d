import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { deliveryAddressFields } from '../models/delivery-details';
import { newOrderHandoff } from '../models/payment-request';
import { entityId, optionalLocale } from '../models/primitives';
import { optionalVoucherCode } from '../models/voucher-code';

/** The free-sample order: delivery only, for the contact and product of the free-sample flow. */
export const request = z.object({
  ...deliveryAddressFields,
  is_pickup: z.literal('0', { error: contractMessages.guestDeliveryOnly }).optional(),
  contact_id: entityId(contractMessages.contact),
  product_id: entityId(contractMessages.product),
  /** The free-sample registration's claim token (kept by the browser, or in the e-mail link). */
  claim_token: z
    .string({ error: contractMessages.sampleClaim })
    .trim()
    .min(20, { error: contractMessages.sampleClaim })
    .max(100, { error: contractMessages.sampleClaim }),
  voucher_code: optionalVoucherCode,
  locale: optionalLocale(),
});

export const response = newOrderHandoff;

export type GuestCheckoutInput = z.input<typeof request>;
export type GuestCheckoutRequest = z.output<typeof request>;
export type GuestCheckoutResponse = z.output<typeof response>;

export const guestCheckout = defineShopCall({
  path: '/users/guest-checkout',
  summary: 'Order the free sample as a guest; the guest pays the shipping',
  tag: 'checkout',
  access: 'public',
  request,
  response,
});
